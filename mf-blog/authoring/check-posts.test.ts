/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { checkPosts } from './check-posts';
import { postFilesIn } from './post-file';
import { SEED_FILE, seedSql } from './seed-sql';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', `${name}.md`);

/** Each problem as `line: message`. */
const problemsOf = (name: string) => checkPosts([fixture(name)])[0]?.problems.map((problem) => `${problem.line}: ${problem.message}`);

describe('the posts of content/posts', () => {
  const checked = checkPosts(postFilesIn());

  it('all pass the check, 16 published and 1 draft', () => {
    expect(checked.flatMap((post) => post.problems)).toEqual([]);
    expect(checked.filter((post) => post.row?.is_published)).toHaveLength(16);
    expect(checked.filter((post) => post.row?.is_published === false).map((post) => post.row?.slug)).toEqual([
      'draft-series-a-playbook-internal',
    ]);
  });

  it('are what supabase/seed.sql gives a new local database (else: npm run post -w @pv/mf-blog -- seed)', () => {
    expect(fs.readFileSync(SEED_FILE, 'utf8')).toBe(seedSql(checked.flatMap((post) => (post.row ? [post.row] : []))));
  });

  it('are each named after their slug', () => {
    for (const post of checked) expect(path.basename(post.file)).toBe(`${post.row?.slug}.md`);
  });
});

describe('check, on a bad post of each kind (authoring/fixtures/)', () => {
  it.each([
    ['no-front-matter', ['1: the file must start with its front matter between two --- lines']],
    ['broken-yaml', ['5: front matter: Flow sequence in block collection must be sufficiently indented and end with a ]']],
    [
      'unknown-field',
      [
        '7: unknown field "summary" (the fields: title, slug, author, published_date, updated_date, tags, excerpt, meta_description, featured_image, draft)',
      ],
    ],
    ['missing-field', ['1: the front matter has no title']],
    ['wrong-kind', ['6: tags must be a list of words, e.g. [Fundraising, Metrics]', '7: draft must be true or false']],
    ['bad-date', ['5: published_date must be a date and time with its offset, e.g. 2026-11-26T09:00:00-05:00']],
    ['bad-slug', ['3: slug "Bad Slug!" must be lower-case words of letters and digits joined by hyphens, e.g. runway-math']],
    ['duplicate-slug', ['3: slug "runway-math-when-to-start-raising" is also the slug of runway-math-when-to-start-raising.md']],
    ['tag-count', ['6: the post has 5 tags; it needs 1 to 4']],
    [
      'missing-image',
      [
        '7: /images/blog/no-such-image.webp does not exist (mf-blog/public/images/blog/no-such-image.webp)',
        '12: /images/blog/no-such-chart.webp does not exist (mf-blog/public/images/blog/no-such-chart.webp)',
      ],
    ],
    [
      'broken-links',
      [
        '11: links to /no-such-page, which is no page of the site',
        '13: links to /blog/no-such-post, which is no post of the blog',
        '13: links to /blog/draft-series-a-playbook-internal, a draft',
        '15: links to /register, which redirects to /programs: link there',
        '15: links to #no-such-section, which is no heading of this post',
        '15: the link programs must be a path of the site (/programs) or a full https:// address',
      ],
    ],
    [
      'unsafe-html',
      [
        '11: HTML the site would change: its sanitiser removes the onclick attribute of <p>',
        '13: HTML the site would change: its sanitiser removes the style attribute of <div>',
        '17: HTML the site would change: its sanitiser removes <script>',
        '19: HTML the site would change: its sanitiser removes <iframe>',
      ],
    ],
    ['empty-body', ['8: the post has no text']],
  ])('%s: fails with the file and each line', (name, expected) => {
    expect(problemsOf(name)).toEqual(expected);
  });

  it('gives no row while the front matter is incomplete, and one (for a preview) when only the body has problems', () => {
    const [missing, links] = checkPosts([fixture('missing-field'), fixture('broken-links')]);
    expect(missing?.row).toBeNull();
    expect(links?.row).toMatchObject({ slug: 'broken-links', title: 'Links to pages that do not exist' });
  });
});

describe('the row of a post', () => {
  const [runway] = checkPosts([path.join(import.meta.dirname, '../content/posts/runway-math-when-to-start-raising.md')]);

  it('holds the front matter and the body as sanitised HTML, headings with their ids', () => {
    expect(runway?.row).toMatchObject({
      slug: 'runway-math-when-to-start-raising',
      title: 'Runway Math: When to Start Raising (Earlier Than You Think)',
      excerpt: null,
      author: 'Priya Raman',
      tags: ['Metrics', 'Fundraising', 'Founder Mindset'],
      featured_image: '/images/blog/runway-math-when-to-start-raising.webp',
      published_date: '2024-01-23T09:30:00-05:00',
      updated_at: '2024-01-23T09:30:00-05:00',
      is_published: true,
    });
    expect(runway?.row?.content).toContain('<h2 id="runway-done-properly">Runway, done properly</h2>');
    expect(runway?.row?.content).toContain('<table tabindex="0">');
    expect(runway?.row?.content).toContain('<a href="https://paulgraham.com/aord.html" target="_blank" rel="noopener noreferrer">');
  });
});
