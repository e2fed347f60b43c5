// supabase/seed.sql, written from the post files: what a new local database (npm start, the e2e
// suite, docker-compose's PostgreSQL) starts with. `npm run post -w @pv/mf-blog -- seed` writes
// it; a unit test fails while it differs from the posts.
import path from 'node:path';
import type { PostRow } from './check-posts.ts';

export const SEED_FILE = path.resolve(import.meta.dirname, '../../supabase/seed.sql');

const HEADER = `-- The blog's posts for a new local database, written from mf-blog/content/posts/*.md by
-- \`npm run post -w @pv/mf-blog -- seed\`: edit the posts, not this file (a unit test compares them).
-- Bodies are the posts' Markdown rendered and sanitised as \`publish\` stores them.
--
-- Safe to run more than once: rows are keyed by slug and existing rows are left untouched (on
-- conflict do nothing). The authors are SAMPLE PEOPLE, not real staff, and the posts demo
-- content, for an operator to replace. Featured images ship with the blog remote
-- (mf-blog/public/images/blog/). Drafts (draft: true) are stored unpublished and never appear on
-- the site.
`;

const COLUMNS = 'slug, title, excerpt, content, meta_description, featured_image, tags, author, published_date, updated_at, is_published';

const text = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`);

/** Dollar quoting with a tag the body does not contain, so the HTML needs no escaping. */
function dollarQuoted(value: string): string {
  let tag = '$html$';
  for (let n = 1; value.includes(tag); n += 1) tag = `$html${n}$`;
  return `${tag}${value}${tag}`;
}

function valuesOf(row: PostRow): string {
  return [
    text(row.slug),
    text(row.title),
    text(row.excerpt),
    dollarQuoted(row.content),
    text(row.meta_description),
    text(row.featured_image),
    `array[${row.tags.map(text).join(', ')}]::text[]`,
    text(row.author),
    `${text(row.published_date)}::timestamptz`,
    `${text(row.updated_at)}::timestamptz`,
    String(row.is_published),
  ]
    .map((value) => `    ${value}`)
    .join(',\n');
}

export function seedSql(rows: readonly PostRow[]): string {
  const ordered = [...rows].sort((a, b) => Date.parse(a.published_date) - Date.parse(b.published_date) || a.slug.localeCompare(b.slug));
  return `${HEADER}
insert into public.blog_posts
  (${COLUMNS})
values
${ordered.map((row) => `  (\n${valuesOf(row)}\n  )`).join(',\n')}
on conflict (slug) do nothing;
`;
}
