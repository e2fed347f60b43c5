// Search that ranks (migrations/20261126000100_blog_search_ranking.sql, its page cut by the function
// since 20261126000200_blog_search_pages.sql) as the anon key sees it: relevance with the title
// weighted highest, the list's other orders, the matching fragment with its terms marked and never
// markup, and no draft matched, ranked or quoted.
import { STACK_TIMEOUT_MS } from './testing/local-supabase-process.ts';
import { startAnonAccess, type AnonAccess } from './testing/anon-access.ts';

const START = '\u0002';
const STOP = '\u0003';
const DRAFT_SLUG = 'fixture-ranking-draft';

let access: AnonAccess;

beforeAll(async () => {
  access = await startAnonAccess();
  // The word "quokka" once in each field, in posts dated so that newest first would reverse the
  // ranking; the body-only post says it five times.
  await access.db.query(
    `insert into public.blog_posts (slug, title, excerpt, content, tags, author, published_date, is_published) values
      ('fixture-rank-title', 'The Quokka Question', null, '<p>Nothing more.</p>', '{Ranking}', 'Fixture Author', '2030-01-01', true),
      ('fixture-rank-excerpt', 'Second', 'An excerpt about a quokka.', '<p>Plain body.</p>', '{Ranking}', 'Fixture Author', '2030-01-02', true),
      ('fixture-rank-author', 'Third', null, '<p>Plain body.</p>', '{Ranking}', 'Quokka Writer', '2030-01-03', true),
      ('fixture-rank-body', 'Fourth', null, $1, '{Ranking}', 'Fixture Author', '2030-01-04', true),
      ('fixture-rank-markup', 'Fifth', null, $2, '{Markup}', 'Fixture Author', '2030-01-05', true),
      ('fixture-rank-long', 'Sixth', null, $4, '{Long}', 'Fixture Author', '2030-01-06', true),
      ($3, 'Quokka draft', 'Quokka', '<p>quokka quokka</p>', '{Ranking}', 'Fixture Author', '2031-01-01', false)`,
    [
      `<p>${'Filler words before the point. '.repeat(40)}The <strong>quokka</strong> smiles, a quokka, quokka, quokka, quokka.</p>`,
      `<h2>Wombat</h2><p>&lt;img src=x onerror=alert(1)&gt; wombat ${START}fake${STOP} <em>marks</em></p><script>wombatscript()</script>`,
      DRAFT_SLUG,
      `<p>${'A long body goes on and on. '.repeat(400)}</p><p>Then a numbat appears, deep in the text.</p>`,
    ],
  );
}, STACK_TIMEOUT_MS);

afterAll(async () => {
  await access?.close();
}, STACK_TIMEOUT_MS);

type Ranked = { slug: string; rank: number | null; match: string; total: number; position: number };

/** A page of a search as the list asks for it: best match first unless `options` say otherwise. */
const search = async (query: string, options: Record<string, unknown> = {}) => {
  const { data, error } = await access.supabase
    .rpc('search_blog_post_cards', { search_query: query, ...options }, { get: true })
    .select('slug,rank,match,total,position')
    .order('position');
  expect(error).toBeNull();
  return (data ?? []) as unknown as Ranked[];
};

describe('search_blog_post_cards', () => {
  it('ranks a title match first, then the excerpt, the author and a body-only match, whatever their dates', async () => {
    const found = await search("'quokka':*");

    expect(found.map((row) => row.slug)).toEqual([
      'fixture-rank-title',
      'fixture-rank-excerpt',
      'fixture-rank-author',
      'fixture-rank-body',
    ]);
    const ranks = found.map((row) => row.rank ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(new Set(found.map((row) => row.rank)).size).toBe(4);
  });

  it('gives the fragment around the terms, each between U+0002 and U+0003, from the body or the excerpt', async () => {
    const found = await search("'quokka':*");
    const body = found.find((row) => row.slug === 'fixture-rank-body');
    const excerpt = found.find((row) => row.slug === 'fixture-rank-excerpt');

    expect(body?.match).toContain(`The ${START}quokka${STOP} smiles`);
    expect(body?.match.split(/\s+/).length).toBeLessThanOrEqual(24);
    expect(excerpt?.match).toContain(`about a ${START}quokka${STOP}`);
  });

  it('quotes a match however deep in a long body it is', async () => {
    const [long] = await search("'numbat':*");

    expect(long?.slug).toBe('fixture-rank-long');
    expect(long?.match).toContain(`Then a ${START}numbat${STOP} appears`);
  });

  it('gives an unmarked fragment when only the title, author or tags matched', async () => {
    const found = await search("'quokka':*");

    expect(found.find((row) => row.slug === 'fixture-rank-title')?.match).not.toContain(START);
    expect(found.find((row) => row.slug === 'fixture-rank-author')?.match).not.toContain(START);
  });

  it('quotes text, never markup: tags and scripts dropped, entities kept, the marking characters of the post removed', async () => {
    const [markup] = await search("'wombat':*");

    expect(markup?.slug).toBe('fixture-rank-markup');
    expect(markup?.match).toContain('&lt;img src=x onerror=alert(1)&gt;');
    for (const markupOrScript of ['<', 'wombatscript', 'strong', `fake${STOP}`]) expect(markup?.match).not.toContain(markupOrScript);
    expect(markup?.match.split(START)).toHaveLength(3);
  });

  it('never matches, ranks or quotes a draft', async () => {
    const response = await access.rest(`rpc/search_blog_post_cards?search_query=${encodeURIComponent("'quokka':*")}&select=*`);

    expect(response.status).toBe(200);
    expect(response.text).not.toContain(DRAFT_SLUG);
    expect(response.text).not.toContain('draft');
  });

  it('takes any of the topics and any of the authors, and counts every match on each row of the page it cuts', async () => {
    const page = await search("'quokka':* | 'wombat':*", {
      topics: '{"Ranking","Other"}',
      authors: '{"Fixture Author"}',
      page_size: 2,
      page_offset: 1,
    });
    const all = await search("'quokka':* | 'wombat':*");

    expect(page.map(({ slug, total, position }) => ({ slug, total, position }))).toEqual([
      { slug: 'fixture-rank-excerpt', total: 3, position: 2 },
      { slug: 'fixture-rank-body', total: 3, position: 3 },
    ]);
    expect(all.map((row) => row.total)).toEqual([5, 5, 5, 5, 5]);
    expect(all.map((row) => row.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    ['newest', 'published_date desc, id desc'],
    ['oldest', 'published_date, id'],
    ['title-asc', 'title, id'],
    ['title-desc', 'title desc, id desc'],
  ])('orders the matches %s as the list orders the cards view, ranking none', async (sort, orderBy) => {
    const query = "'quokka':* | 'wombat':* | 'numbat':*";
    const { rows } = await access.db.query<{ slug: string }>(
      `select slug from public.blog_post_cards where search_vector @@ to_tsquery('simple', $1) order by ${orderBy}`,
      [query],
    );
    const found = await search(query, { sort });

    expect(rows.length).toBeGreaterThan(4);
    expect(found.map((row) => row.slug)).toEqual(rows.map((row) => row.slug));
    expect(found.map((row) => row.rank)).toEqual(rows.map(() => null));
  });

  it('cuts at most 50 rows a page, and reads a negative size or offset as none', async () => {
    await access.db.query(
      `insert into public.blog_posts (slug, title, content, tags, author, published_date, is_published)
       select 'fixture-many-' || n, 'Many ' || n, '<p>A platypus.</p>', '{Many}', 'Fixture Author', '2029-01-01'::date + n, true
       from generate_series(1, 55) n`,
    );
    try {
      expect(await search("'platypus':*", { page_size: 1000 })).toHaveLength(50);
      expect(await search("'platypus':*", { page_size: -1 })).toHaveLength(0);
      expect((await search("'platypus':*", { sort: 'oldest', page_size: 1, page_offset: -5 }))[0]).toMatchObject({
        slug: 'fixture-many-1',
        position: 1,
      });
    } finally {
      await access.db.query(`delete from public.blog_posts where slug like 'fixture-many-%'`);
    }
  });

  it('runs with the caller’s rights and without a fixed search path, so it is inlined into the API’s query', async () => {
    const { rows } = await access.db.query(
      `select prosecdef, provolatile, proconfig from pg_proc where proname = 'search_blog_post_cards'`,
    );

    expect(rows).toEqual([{ prosecdef: false, provolatile: 's', proconfig: null }]);
  });

  it('computes the fragment only for the rows of the page, after ordering and cutting, and ranks only for the order by relevance', async () => {
    await access.db.query('set role anon');
    try {
      const plan = async (sort: string) =>
        (
          await access.db.query<{ 'QUERY PLAN': string }>(
            `explain (verbose, costs off) select slug, total, match from public.search_blog_post_cards($1, null, null, $2, 9, 18)`,
            ["'quokka':*", sort],
          )
        ).rows.map((row) => row['QUERY PLAN']);
      const relevance = await plan('relevance');
      // Where the fragment is computed: the node whose output has ts_headline(...) itself, not a
      // reference to a lower node's "(ts_headline(...))"; the plan prints upper nodes first.
      const headline = relevance.findIndex((line) => /[^(]ts_headline\(/.test(line));
      const limit = relevance.findIndex((line) => /\bLimit\b/.test(line));

      expect(headline).toBeGreaterThan(-1);
      expect(limit).toBeGreaterThan(headline);
      expect(relevance.join('\n')).toContain('ts_rank(');
      expect((await plan('oldest')).join('\n')).not.toContain('ts_rank(');
    } finally {
      await access.db.query('reset role');
    }
  });
});
