// A writer's way in (mf-blog/README.md, "Writing a post"): a post written with the authoring
// commands, checked, published with the service key and then on /blog, its page and both feeds;
// publishing again changes nothing; unpublish hides it; preview shows a draft on the site without
// storing it. Against a database of its own (the seed) and a shell server on it, with the suite's
// remotes, so the suite's other tests keep their 16 posts.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { remoteUrlEnv } from '@pv/tools/local-site/remote-addresses.ts';
import { stopProcess } from '@pv/tools/local-site/processes.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { test, expect, watchFailures } from '../support/fixtures';
import { parseJsonFeedDocument, parseRss } from '../support/feeds';
import { startOwnBlogStack, suiteRemoteUrls, type OwnBlogStack } from '../support/own-blog-stack';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const node = path.join(repoRoot, 'node_modules/.bin/node');
const cli = path.join(repoRoot, 'mf-blog/authoring/cli.ts');

const TITLE = 'Board Seats at Seed: Who Sits Where, and Why';
const SLUG = 'board-seats-at-seed-who-sits-where-and-why';
const BODY = `
Most seed rounds leave the board as it was: the founders, sometimes one investor. This post is about
the exceptions.

## When a seed investor asks for a seat

A lead writing a large check may ask for a seat. Compare it with the [programs we run](/programs).

## What the seat changes

| Board | Founders | Investors |
| --- | --- | --- |
| Before | 2 | 0 |
| After | 2 | 1 |

## Keeping control

Add an independent seat only when both sides agree on who fills it.
`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let postsDir: string;
let own: OwnBlogStack;
let env: NodeJS.ProcessEnv;

test.beforeAll(async () => {
  postsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-e2e-posts-'));
  own = await startOwnBlogStack(test.info().workerIndex);
  // The commands' way to this test's stack (named outright, whatever a .env says), and to the remotes for a preview.
  env = {
    ...process.env,
    BLOG_POSTS_DIR: postsDir,
    SUPABASE_URL: own.stack.apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    ...remoteUrlEnv((name) => suiteRemoteUrls[name]),
  };
});

test.afterAll(async () => {
  await own?.stop();
  if (postsDir) fs.rmSync(postsDir, { recursive: true, force: true });
});

/** Runs an authoring command as `npm run post -w @pv/mf-blog -- ...` does: its output and exit code. */
async function post(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(node, [cli, ...args], { cwd: path.join(repoRoot, 'mf-blog'), env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function storedRow(slug: string) {
  const db = new pg.Client({ connectionString: own.stack.dbUrl });
  await db.connect();
  try {
    return (await db.query('select * from public.blog_posts where slug = $1', [slug])).rows[0] as Record<string, unknown> | undefined;
  } finally {
    await db.end();
  }
}

test('a post written with the commands, checked and published is on /blog, its page and both feeds; publishing again changes nothing', async ({
  page,
  request,
}) => {
  const created = await post('new', TITLE, '--author', 'Maya Okafor');
  expect(created.code).toBe(0);
  const file = path.join(postsDir, `${SLUG}.md`);
  expect(fs.readFileSync(file, 'utf8')).toMatch(
    /^---\ntitle: "Board Seats at Seed: Who Sits Where, and Why"\nslug: board-seats-at-seed-who-sits-where-and-why\n/,
  );

  // Fresh from `new`, the post has neither topics nor text: check says so, with the file and line.
  const unfinished = await post('check');
  expect(unfinished.code).toBe(1);
  expect(unfinished.output).toContain(`${SLUG}.md:6: the post has 0 tags; it needs 1 to 4`);
  expect(unfinished.output).toMatch(new RegExp(`${SLUG}\\.md:\\d+: the post has no text`));

  // The writer gives it its topics and its text, and takes it out of draft.
  const written = fs
    .readFileSync(file, 'utf8')
    .replace('tags: []', 'tags: [Investors, Founder Mindset]')
    .replace('draft: true', 'draft: false');
  fs.writeFileSync(file, `${written}${BODY}`);
  const checked = await post('check');
  expect(checked).toEqual({ code: 0, output: '1 post checked: no problem.\n' });

  const published = await post('publish');
  expect(published.code).toBe(0);
  expect(published.output).toContain(`new       ${SLUG}`);
  const stored = await storedRow(SLUG);
  expect(stored).toMatchObject({ title: TITLE, author: 'Maya Okafor', tags: ['Investors', 'Founder Mindset'], is_published: true });
  expect(String(stored?.content)).toContain('<h2 id="what-the-seat-changes">What the seat changes</h2>');

  const again = await post('publish');
  expect(again.output).toContain(`unchanged ${SLUG}`);
  expect(await storedRow(SLUG)).toEqual(stored);

  // No build has drawn its social card yet (the release does); the page draws its cover meanwhile.
  expect(published.output).toContain(`Release mf-blog to publish the social card of ${SLUG}`);
  const failures = watchFailures(page);
  await page.goto(`${own.shell.url}/blog`);
  await expect(page.locator('#main article h2').first()).toHaveText(TITLE);
  await expect(page.locator('#main article').first().getByTestId('post-cover')).toBeVisible();
  await expect(page.getByText('Showing 1–9 of 17 articles')).toBeVisible();

  const response = await page.goto(`${own.shell.url}/blog/${SLUG}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveText([
    'When a seed investor asks for a seat',
    'What the seat changes',
    'Keeping control',
  ]);
  await expect(page.getByTestId('post-body').getByRole('table')).toContainText('After');
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);

  const rss = await parseRss(await (await request.get(`${own.shell.url}/rss.xml`)).text());
  expect(rss.bozo).toBe(false);
  const entry = rss.entries.find((item) => item.link === `${own.shell.url}/blog/${SLUG}`);
  expect(entry?.title).toBe(TITLE);
  expect(entry?.content).toContain(`<a href="${own.shell.url}/programs">programs we run</a>`);
  const json = parseJsonFeedDocument(await (await request.get(`${own.shell.url}/feed.json`)).text());
  expect(json.problems).toEqual([]);
  expect(json.items[0]).toMatchObject({ id: `${own.shell.url}/blog/${SLUG}`, title: TITLE, authors: [{ name: 'Maya Okafor' }] });
  expect(json.items[0]?.content_html).toContain('<table tabindex="0">');
});

test('unpublish hides the post from the site, and again changes nothing', async ({ request }) => {
  expect((await post('unpublish', SLUG)).output).toContain(`${SLUG}: hidden`);
  expect((await request.get(`${own.shell.url}/blog/${SLUG}`)).status()).toBe(404);
  expect(await (await request.get(`${own.shell.url}/rss.xml`)).text()).not.toContain(SLUG);
  expect((await post('unpublish', SLUG)).output).toContain(`${SLUG}: already hidden`);
  expect(await post('unpublish', 'no-such-post')).toMatchObject({ code: 1, output: expect.stringContaining('has no post no-such-post') });
});

test('preview shows a draft as the site will, changes as the file does, and never stores it', async ({ page }) => {
  const slug = 'a-draft-only-the-writer-sees';
  const file = path.join(postsDir, `${slug}.md`);
  const draft = (title: string) =>
    `---\ntitle: ${title}\nslug: ${slug}\nauthor: Elena Voss\npublished_date: 2026-11-26T09:00:00-05:00\ntags: [Fundraising]\ndraft: true\n---\n${BODY}`;
  fs.writeFileSync(file, draft('A Draft Only the Writer Sees'));

  const preview: ChildProcess = spawn(node, [cli, 'preview', file], { cwd: path.join(repoRoot, 'mf-blog'), env });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      preview.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = /at (http:\/\/\S+)/.exec(output);
        if (found?.[1]) resolve(found[1]);
      });
      preview.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      preview.once('exit', (code) => reject(new Error(`preview exited (${code}): ${output}`)));
    });
    expect(url).toMatch(new RegExp(`/blog/${slug}$`));

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Draft Only the Writer Sees');
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible(); // the site's own header and footer around it
    await expect(page.getByRole('contentinfo')).toBeVisible();

    fs.writeFileSync(file, draft('A Draft, Revised'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Draft, Revised');
  } finally {
    if (preview.exitCode === null) await stopProcess(preview);
  }

  expect(await storedRow(slug)).toBeUndefined();
  for (const key of [own.stack.anonKey, LOCAL_SERVICE_ROLE_KEY]) {
    const response = await fetch(`${own.stack.apiUrl}/rest/v1/blog_posts?select=slug&slug=eq.${slug}`, {
      headers: { apikey: key, authorization: `Bearer ${key}` },
    });
    expect(await response.json()).toEqual([]);
  }
});
