// The blog's read models (migrations/20261121000200_blog_read_models.sql) as the anon key sees
// them: the cards view, the facet views and related_blog_posts(). A draft never shows through any
// of them, whatever the search, filter or source post; search and filters work as the site needs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { STACK_TIMEOUT_MS } from './testing/local-supabase-process.ts';
import { startAnonAccess, type AnonAccess, type RestResponse } from './testing/anon-access.ts';

const CARD_COLUMNS = 'id,slug,title,excerpt,content_start,featured_image,tags,author,published_date,updated_at,published_day';
const DRAFT_SLUG = 'fixture-read-model-draft';
const DRAFT_MARKER = 'draftonlymarkerq7x';
const DRAFT_TAG = 'Fixture Draft Tag';
const DRAFT_AUTHOR = 'Fixture Draft Author';
// Tags the fixtures share; the draft has all of them, so it would rank first as related if it leaked.
const T1 = 'Fixture Alpha';
const T2 = 'Fixture Beta';
const T3 = 'Fixture Gamma';

let access: AnonAccess;
let publishedCount: number;

beforeAll(async () => {
  access = await startAnonAccess();
  await access.db.query(
    `insert into public.blog_posts (slug, title, excerpt, content, tags, author, published_date, is_published) values
      ('fixture-source', 'zebra Source Post', null, $1, $2, 'Fixture Author One', '2030-01-05', true),
      ('fixture-two-shared-old', 'Two Shared Old', 'Own excerpt', '<p>x</p>', $3, 'Fixture Author Two', '2030-01-01', true),
      ('fixture-two-shared-new', 'apple two shared new', null, '<p>Quarterly <em>runway</em> review</p>', $3, 'Fixture Author One', '2030-01-03', true),
      ('fixture-one-shared', 'One Shared', null, '<p>y</p>', $4, 'Fixture Author Two', '2030-01-04', true),
      ('fixture-no-shared', 'No Shared', null, '<p>z</p>', '{Other}', 'Fixture Kowalski', '2030-01-06', true),
      ($5, 'AAA Draft first in every order', $6, $7, $8, $9, '2031-01-01', false)`,
    [
      `<h2>Heading</h2>\n<p>Fund<strong>raising</strong>   &amp; R&amp;D <a href="/x">link text</a></p><script>scriptword()</script>${'<p>filler words here</p>'.repeat(60)}`,
      [T1, T2, T3],
      [T1, T2],
      [T3],
      DRAFT_SLUG,
      `Excerpt ${DRAFT_MARKER}`,
      `<p>${DRAFT_MARKER} body</p>`,
      [T1, T2, T3, DRAFT_TAG],
      DRAFT_AUTHOR,
    ],
  );
  const { rows } = await access.db.query<{ count: string }>('select count(*) from public.blog_posts where is_published');
  publishedCount = Number(rows[0]?.count);
}, STACK_TIMEOUT_MS);

afterAll(async () => {
  await access?.close();
}, STACK_TIMEOUT_MS);

function expectNoDraft(response: RestResponse) {
  for (const marker of [DRAFT_SLUG, DRAFT_MARKER, DRAFT_TAG, DRAFT_AUTHOR, 'AAA Draft']) expect(response.text).not.toContain(marker);
}

const cards = () => access.supabase.from('blog_post_cards').select(CARD_COLUMNS, { count: 'exact' });
const slugs = (rows: { slug: string }[] | null) => (rows ?? []).map((row) => row.slug);

describe('blog_post_cards', () => {
  it('lists every published post, without body, with an exact count, and no draft', async () => {
    const { data, count, error } = await cards().order('published_date', { ascending: false });
    expect(error).toBeNull();
    expect(count).toBe(publishedCount);
    expect(slugs(data)).not.toContain(DRAFT_SLUG);
    expect(slugs(data)).not.toContain('draft-series-a-playbook-internal');
    expect(Object.keys((data as object[] | null)?.[0] ?? {}).sort()).toEqual(CARD_COLUMNS.split(',').sort());
  });

  it('gives the start of the body as plain text: tags and scripts gone, spaces collapsed, at most 400 characters', async () => {
    const { data } = await access.supabase.from('blog_post_cards').select('content_start').eq('slug', 'fixture-source').single();
    const start = (data as { content_start: string }).content_start;
    expect(start.startsWith('Heading Fundraising &amp; R&amp;D link text filler words here')).toBe(true);
    expect(start).not.toMatch(/[<>]|scriptword|\s{2}/);
    expect(start.length).toBe(400);
  });

  it.each([
    ['a word of the title, any case', "'zebra':*", ['fixture-source']],
    ['a word prefix of the body across inline tags', "'fundrais':*", ['fixture-source']],
    ['a decoded entity', "'r':* & 'd':*", ['fixture-source']],
    ['the author', "'kowalsk':*", ['fixture-no-shared']],
    ['a tag', "'gamma':*", ['fixture-one-shared', 'fixture-source']],
    ['the excerpt', "'own':* & 'excerpt':*", ['fixture-two-shared-old']],
    ['all words (AND)', "'quarterly':* & 'runway':*", ['fixture-two-shared-new']],
  ])('finds %s', async (_, query, expected) => {
    const { data, error } = await cards().textSearch('search_vector', query, { config: 'simple' }).like('slug', 'fixture-%').order('slug');
    expect(error).toBeNull();
    expect(slugs(data)).toEqual(expected);
  });

  it('does not search markup or script text', async () => {
    for (const query of ["'strong':*", "'href':*", "'scriptword':*", "'amp':*"]) {
      const { data } = await cards().textSearch('search_vector', query, { config: 'simple' }).like('slug', 'fixture-%');
      expect({ query, found: slugs(data) }).toEqual({ query, found: [] });
    }
  });

  it('finds no draft by any of its words, tags or author', async () => {
    for (const query of [`'${DRAFT_MARKER}':*`, "'aaa':*", "'draft':* & 'tag':*", "'fixture':* & 'draft':* & 'author':*"]) {
      const response = await access.rest(`blog_post_cards?select=*&search_vector=fts(simple).${encodeURIComponent(query)}`, {
        headers: { prefer: 'count=exact' },
      });
      expect(response.status).toBeLessThan(300);
      expectNoDraft(response);
      expect(response.headers.get('content-range')).toBe('*/0');
    }
  });

  it('filters topics with OR (overlaps), authors with OR (in), and both with AND', async () => {
    const topics = await cards().overlaps('tags', `{"${T3}","Other"}`).order('slug');
    const authors = await cards().in('author', ['Fixture Author Two', DRAFT_AUTHOR]).order('slug');
    const both = await cards().overlaps('tags', `{"${T1}"}`).in('author', ['Fixture Author One']).order('slug');
    expect(slugs(topics.data)).toEqual(['fixture-no-shared', 'fixture-one-shared', 'fixture-source']);
    expect(topics.count).toBe(3);
    expect(slugs(authors.data)).toEqual(['fixture-one-shared', 'fixture-two-shared-old']);
    expect(slugs(both.data)).toEqual(['fixture-source', 'fixture-two-shared-new']);
    const draftTag = await cards().overlaps('tags', `{"${DRAFT_TAG}"}`);
    expect(draftTag.data).toEqual([]);
    expect(draftTag.count).toBe(0);
  });

  it('sorts titles as people read them (case does not put lower case last)', async () => {
    const { data } = await cards().like('slug', 'fixture-%').order('title', { ascending: true });
    expect((data ?? []).map((row) => row.title)).toEqual([
      'apple two shared new',
      'No Shared',
      'One Shared',
      'Two Shared Old',
      'zebra Source Post',
    ]);
  });

  it('pages with a range and still counts all matches', async () => {
    const { data, count } = await cards().order('published_date', { ascending: false }).order('id').range(2, 4);
    expect(data).toHaveLength(3);
    expect(count).toBe(publishedCount);
  });

  it.each([
    'blog_post_cards?select=*',
    'blog_post_cards?select=*,search_vector',
    `blog_post_cards?select=*&slug=eq.${DRAFT_SLUG}`,
    'blog_post_cards?select=*&order=published_date.desc&limit=1',
    'blog_post_cards?select=*&order=title.asc&limit=1',
    `blog_post_cards?select=*&tags=cs.{${encodeURIComponent(DRAFT_TAG)}}`,
    `blog_post_cards?select=*&author=eq.${encodeURIComponent(DRAFT_AUTHOR)}`,
    'blog_post_cards?select=*&excerpt=ilike.*marker*',
    'blog_post_cards?select=*&content_start=ilike.*marker*',
    'blog_tag_counts?select=*',
    'blog_author_counts?select=*',
    `rpc/related_blog_posts?post_slug=${DRAFT_SLUG}`,
    'rpc/related_blog_posts?post_slug=fixture-source&max_count=100',
    'post_search?select=*',
    'blog_private.post_search?select=*',
  ])('GET %s shows no draft', async (path) => {
    expectNoDraft(await access.rest(path));
  });

  it('is reachable for reading only', async () => {
    const before = await access.db.query('select * from public.blog_posts order by slug');
    const results = [
      await access.supabase.from('blog_post_cards').insert({ slug: 'x' }),
      await access.supabase.from('blog_post_cards').update({ title: 'x' }).eq('slug', 'fixture-source'),
      await access.supabase.from('blog_post_cards').delete().eq('slug', 'fixture-source'),
      await access.supabase.from('blog_tag_counts').delete().neq('tag', ''),
    ];
    // 42501: no privilege; 55000: a join or grouped view cannot be written at all.
    for (const result of results) expect(['42501', '55000']).toContain(result.error?.code);
    expect((await access.db.query('select * from public.blog_posts order by slug')).rows).toEqual(before.rows);
  });
});

describe('the facet views', () => {
  it('count the published posts of each tag and each author, and know no draft', async () => {
    const tags = await access.supabase.from('blog_tag_counts').select('tag,post_count').like('tag', 'Fixture%').order('tag');
    const authors = await access.supabase.from('blog_author_counts').select('author,post_count').like('author', 'Fixture%').order('author');
    expect(tags.data).toEqual([
      { tag: T1, post_count: 3 },
      { tag: T2, post_count: 3 },
      { tag: T3, post_count: 2 },
    ]);
    expect(authors.data).toEqual([
      { author: 'Fixture Author One', post_count: 2 },
      { author: 'Fixture Author Two', post_count: 2 },
      { author: 'Fixture Kowalski', post_count: 1 },
    ]);
  });

  it("count the seed's topics without its draft", async () => {
    const { data } = await access.supabase
      .from('blog_tag_counts')
      .select('tag,post_count')
      .in('tag', ['Venture Capital', 'Fundraising'])
      .order('tag');
    const { rows } = await access.db.query<{ tag: string; count: string }>(
      `select tag, count(*) from public.blog_posts, unnest(tags) tag where is_published and tag in ('Venture Capital', 'Fundraising') group by tag order by tag`,
    );
    expect(data).toEqual(rows.map((row) => ({ tag: row.tag, post_count: Number(row.count) })));
  });
});

describe('related_blog_posts', () => {
  it('ranks other posts by shared tags, then newest, and leaves out posts sharing none', async () => {
    const { data, error } = await access.supabase
      .rpc('related_blog_posts', { post_slug: 'fixture-source', max_count: 10 }, { get: true })
      .select(CARD_COLUMNS);
    expect(error).toBeNull();
    // Two tags shared with the source (the newer first), then one; the newest post shares none.
    expect(slugs(data as { slug: string }[] | null)).toEqual(['fixture-two-shared-new', 'fixture-two-shared-old', 'fixture-one-shared']);
    expect(Object.keys((data as object[] | null)?.[0] ?? {}).sort()).toEqual(CARD_COLUMNS.split(',').sort());
  });

  it('returns at most max_count (3 by default) as card rows', async () => {
    const { data } = await access.supabase
      .rpc('related_blog_posts', { post_slug: 'fixture-source', max_count: 2 }, { get: true })
      .select(CARD_COLUMNS);
    expect(slugs(data as { slug: string }[] | null)).toEqual(['fixture-two-shared-new', 'fixture-two-shared-old']);
    const byDefault = await access.supabase.rpc('related_blog_posts', { post_slug: 'fixture-source' });
    expect(byDefault.data).toHaveLength(3);
  });

  it('never offers the draft, though it shares the most tags, and gives nothing for a draft', async () => {
    const fromPublished = await access.rest('rpc/related_blog_posts?post_slug=fixture-one-shared&max_count=12');
    expectNoDraft(fromPublished);
    const fromDraft = await access.supabase.rpc('related_blog_posts', { post_slug: DRAFT_SLUG, max_count: 3 });
    expect(fromDraft.data).toEqual([]);
    const unknown = await access.supabase.rpc('related_blog_posts', { post_slug: 'no-such-post', max_count: 3 });
    expect(unknown.data).toEqual([]);
  });
});

describe("each card's published day", () => {
  // Either side of midnight in Boston, in winter (UTC-5) and in summer (UTC-4); each shares the
  // tag of the first, so related_blog_posts() lists the others.
  const instants = [
    ['fixture-day-winter-late', '2024-01-24T04:59:00Z', '2024-01-23'],
    ['fixture-day-winter-next', '2024-01-24T05:00:00Z', '2024-01-24'],
    ['fixture-day-summer-late', '2024-07-04T03:59:00Z', '2024-07-03'],
    ['fixture-day-summer-next', '2024-07-04T04:00:00Z', '2024-07-04'],
  ] as const;

  it('is the calendar day in Boston, from the cards view, a search and related_blog_posts()', async () => {
    const expected = Object.fromEntries(instants.map(([slug, , day]) => [slug, day]));
    for (const [slug, instant] of instants) {
      await access.db.query(
        `insert into public.blog_posts (slug, title, content, tags, author, published_date, is_published)
         values ($1, 'Day fixture', '<p>dayfixtureword</p>', '{Fixture Day}', 'A', $2, true)`,
        [slug, instant],
      );
    }
    try {
      const days = (rows: unknown) =>
        Object.fromEntries((rows as { slug: string; published_day: string }[]).map((row) => [row.slug, row.published_day]));
      const view = await cards().eq('author', 'A').like('slug', 'fixture-day-%');
      expect(days(view.data)).toEqual(expected);
      const search = await access.supabase
        .rpc('search_blog_post_cards', { search_query: "'dayfixtureword':*", page_size: 10 })
        .select('slug,published_day');
      expect(days(search.data)).toEqual(expected);
      const related = await access.supabase
        .rpc('related_blog_posts', { post_slug: 'fixture-day-winter-late', max_count: 10 }, { get: true })
        .select(CARD_COLUMNS);
      const { 'fixture-day-winter-late': _source, ...others } = expected;
      expect(days(related.data)).toEqual(others);
    } finally {
      await access.db.query(`delete from public.blog_posts where slug like 'fixture-day-%'`);
    }
  });
});

describe("a card's columns", () => {
  // migrations/20261204000000_blog_card_columns_once.sql: the cards view names them once.
  const CARD_MATCH_VIEW = /create view blog_private\.card_match[\s\S]*?where false;/;

  it('reach related_blog_posts() and search_blog_post_cards() from the cards view: a column added there is theirs too', async () => {
    const migration = await readFile(path.join(import.meta.dirname, 'migrations/20261204000000_blog_card_columns_once.sql'), 'utf8');
    const cardMatch = CARD_MATCH_VIEW.exec(migration)?.[0];
    const { rows } = await access.db.query<{ definition: string }>(`select pg_get_viewdef('public.blog_post_cards') as definition`);
    const cards = rows[0]?.definition.replace(/;\s*$/, '') ?? '';
    expect(cardMatch).toBeDefined();
    expect(cards).toMatch(/\bFROM\b/);
    await access.db.query('begin');
    try {
      await access.db.query(
        `create or replace view public.blog_post_cards with (security_invoker = true) as ${cards.replace(/\s+FROM\b/, ", 'new'::text as probe_column FROM")}`,
      );
      await access.db.query((cardMatch ?? '').replace('create view', 'create or replace view'));
      const related = await access.db.query(`select slug, probe_column from public.related_blog_posts('fixture-source', 1)`);
      const search = await access.db.query(`select slug, probe_column from public.search_blog_post_cards($1)`, ["'zebra':*"]);
      expect(related.rows).toEqual([{ slug: 'fixture-two-shared-new', probe_column: 'new' }]);
      expect(search.rows).toEqual([{ slug: 'fixture-source', probe_column: 'new' }]);
    } finally {
      await access.db.query('rollback');
    }
  });
});

describe('keeping the read models in step with blog_posts', () => {
  it('adds a post when it is published, updates its search on edit, and removes it when unpublished or deleted', async () => {
    const search = async (query: string) => slugs((await cards().textSearch('search_vector', query, { config: 'simple' })).data);
    await access.db.query(
      `insert into public.blog_posts (slug, title, content, tags, author, published_date) values ('fixture-lifecycle', 'Lifecycle', '<p>firstword</p>', '{}', 'A', now())`,
    );
    expect(await search("'firstword':*")).toEqual([]);

    await access.db.query(`update public.blog_posts set is_published = true where slug = 'fixture-lifecycle'`);
    expect(await search("'firstword':*")).toEqual(['fixture-lifecycle']);

    await access.db.query(`update public.blog_posts set content = '<p>secondword</p>' where slug = 'fixture-lifecycle'`);
    expect(await search("'firstword':*")).toEqual([]);
    expect(await search("'secondword':*")).toEqual(['fixture-lifecycle']);

    await access.db.query(`update public.blog_posts set is_published = false where slug = 'fixture-lifecycle'`);
    const { rows } = await access.db.query(
      `select 1 from blog_private.post_search s join public.blog_posts p on p.id = s.post_id where p.slug = 'fixture-lifecycle'`,
    );
    expect(rows).toEqual([]);

    await access.db.query(`update public.blog_posts set is_published = true where slug = 'fixture-lifecycle'`);
    await access.db.query(`delete from public.blog_posts where slug = 'fixture-lifecycle'`);
    expect(await search("'secondword':*")).toEqual([]);
  });

  it('keeps derived text for published posts only: no draft text exists to leak', async () => {
    const { rows } = await access.db.query(
      `select p.slug from blog_private.post_search s join public.blog_posts p on p.id = s.post_id where not p.is_published`,
    );
    const missing = await access.db.query(
      `select p.slug from public.blog_posts p left join blog_private.post_search s on s.post_id = p.id where p.is_published and s.post_id is null`,
    );
    expect(rows).toEqual([]);
    expect(missing.rows).toEqual([]);
  });

  it('runs the views with the caller’s rights (blog_posts’ row-level security applies)', async () => {
    const { rows } = await access.db.query(
      `select relname, reloptions from pg_class where relname in ('blog_post_cards', 'blog_tag_counts', 'blog_author_counts') order by relname`,
    );
    expect(rows).toEqual([
      { relname: 'blog_author_counts', reloptions: ['security_invoker=true'] },
      { relname: 'blog_post_cards', reloptions: ['security_invoker=true'] },
      { relname: 'blog_tag_counts', reloptions: ['security_invoker=true'] },
    ]);
    const fn = await access.db.query(`select prosecdef, provolatile from pg_proc where proname = 'related_blog_posts'`);
    expect(fn.rows).toEqual([{ prosecdef: false, provolatile: 's' }]);
  });

  it('has a GIN index on the search vector', async () => {
    const { rows } = await access.db.query<{ indexdef: string }>(`select indexdef from pg_indexes where schemaname = 'blog_private'`);
    expect(rows.map((row) => row.indexdef)).toContainEqual(expect.stringMatching(/USING gin \(search_vector\)$/));
  });
});
