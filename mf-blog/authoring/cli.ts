// The blog's authoring commands (README.md, "Writing a blog post"; mf-blog/README.md):
//   npm run post -w @pv/mf-blog -- new "Title" | check | preview <file> | publish | unpublish <slug> | seed
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkPosts, formatProblem, type PostRow } from './check-posts.ts';
import { CONTENT_DIR, postFilesIn } from './post-file.ts';
import { newPost } from './new-post.ts';
import { startPreview } from './preview.ts';
import { publishRows, publishTarget, serviceClient, unpublishSlug } from './publish.ts';
import { SEED_FILE, seedSql } from './seed-sql.ts';

const USAGE = `Usage: npm run post -w @pv/mf-blog -- <command>

  new "Title" [--author "Name"]   write content/posts/<slug>.md, a draft with its front matter filled in
  check [files...]                check every post, or the files given: each problem as file:line
  preview <file> [--port N]       show the post on the running local site (npm start) without publishing it
  publish [files...]              store every post, or the files given, by slug; again, it changes nothing
  unpublish <slug>                hide a post from the site
  seed                            write supabase/seed.sql, a new local database's posts, from the posts

A file is a path or a post's slug. publish and unpublish write to the local stack (SUPABASE_PORT,
54321) unless SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY name another backend. BLOG_POSTS_DIR
names another folder of posts than content/posts.`;

// npm runs the script in mf-blog/: paths on the command line are the writer's, from where npm ran.
const from = process.env.INIT_CWD ?? process.cwd();
const envFile = path.resolve(import.meta.dirname, '../../.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

/** A post file from a path (from where npm ran) or a slug of content/posts. */
function postFile(argument: string): string {
  const candidates = [path.resolve(from, argument), path.join(CONTENT_DIR, argument), path.join(CONTENT_DIR, `${argument}.md`)];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new Error(`No post file ${argument} (nor content/posts/${argument}.md)`);
  return found;
}

/** The rows of the posts of `files` (all when none), or exit 1 after listing every problem. */
function checkedOrExit(files: readonly string[]): PostRow[] {
  const checked = checkPosts(files.length > 0 ? files.map(postFile) : postFilesIn());
  const problems = checked.flatMap((post) => post.problems);
  for (const problem of problems) console.error(formatProblem(problem, from));
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} of ${checked.length} posts.`,
    );
    process.exit(1);
  }
  return checked.flatMap((post) => (post.row ? [post.row] : []));
}

function gitUserName(): string | undefined {
  try {
    return execFileSync('git', ['config', 'user.name'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const commands: Record<string, (args: string[], options: { author?: string; port?: string }) => Promise<void>> = {
  async new([title], options) {
    if (!title?.trim()) throw new Error('Give the post a title: new "Title"');
    const author = options.author?.trim() || gitUserName();
    if (!author) throw new Error('Say who writes it: new "Title" --author "Name"');
    const { slug, text } = newPost(title.trim(), author, new Date());
    const file = path.join(CONTENT_DIR, `${slug}.md`);
    if (fs.existsSync(file)) throw new Error(`${path.relative(from, file)} exists already`);
    fs.writeFileSync(file, text);
    console.log(
      `Wrote ${path.relative(from, file)}: write the post below its front matter, give it its tags, set draft: false, then check and publish it.`,
    );
  },

  async check(files) {
    const rows = checkedOrExit(files);
    console.log(`${rows.length} post${rows.length === 1 ? '' : 's'} checked: no problem.`);
  },

  async preview([file], options) {
    if (!file) throw new Error('Name the post to preview: preview content/posts/<slug>.md');
    const preview = await startPreview(postFile(file), {
      env: process.env,
      port: Number(options.port ?? 0),
      report: (lines) => console.log(lines.length > 0 ? `${lines.join('\n')}\n` : 'No problem left.'),
    });
    console.log(`Preview of ${file} at ${preview.url}\nReload the page after each change of the file; Ctrl-C stops the preview.`);
    await new Promise<void>((resolve) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
    });
    await preview.stop();
  },

  async publish(files) {
    const rows = checkedOrExit(files);
    const target = publishTarget(process.env);
    const outcomes = await publishRows(serviceClient(target), rows);
    for (const row of rows) {
      console.log(`${outcomes.get(row.slug)?.padEnd(9)} ${row.slug}${row.is_published ? '' : ' (a draft: stored, not shown)'}`);
    }
    console.log(`Published to ${target.url}.`);
    const uncarded = rows.filter((row) => row.is_published && !row.featured_image && outcomes.get(row.slug) !== 'unchanged');
    if (uncarded.length > 0) {
      // The page draws a post's cover; its social card is drawn when mf-blog is built
      // (build/social-cards.ts): until then link previews show the site's card.
      console.log(
        `Release mf-blog to publish the social card of ${uncarded.map((row) => row.slug).join(', ')}: npm run release -w mf-blog`,
      );
    }
  },

  async unpublish([slug]) {
    if (!slug) throw new Error('Name the post to hide by its slug: unpublish <slug>');
    const target = publishTarget(process.env);
    const outcome = await unpublishSlug(serviceClient(target), slug);
    if (outcome === 'not found') throw new Error(`${target.url} has no post ${slug}`);
    console.log(`${slug}: ${outcome} on ${target.url}.`);
    const file = path.join(CONTENT_DIR, `${slug}.md`);
    if (fs.existsSync(file) && !/^draft: true$/m.test(fs.readFileSync(file, 'utf8'))) {
      console.log(`Set draft: true in ${path.relative(from, file)}, or the next publish shows it again.`);
    }
  },

  async seed() {
    const rows = checkedOrExit([]);
    fs.writeFileSync(SEED_FILE, seedSql(rows));
    console.log(`Wrote ${path.relative(from, SEED_FILE)} with ${rows.length} posts.`);
  },
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { author: { type: 'string' }, port: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [name, ...args] = positionals;
const command = name ? commands[name] : undefined;
if (!command || values.help) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 1);
}
try {
  await command(args, values);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
