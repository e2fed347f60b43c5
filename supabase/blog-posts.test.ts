// blog_posts as the anon key sees it: published rows only, whatever the query, and read-only.
import { STACK_TIMEOUT_MS } from './testing/local-supabase-process.ts';
import { startAnonAccess, type AnonAccess, type RestResponse } from './testing/anon-access.ts';

// Appears only in the draft fixture's body, and in no request.
const DRAFT_BODY_MARKER = 'draft-body-marker-5b1e9c';
const DRAFT_SLUG = 'fixture-unpublished-draft';
const DRAFT_TAG = 'fixture-draft-only-tag';
const DRAFT_AUTHOR = 'Fixture Draft Author';
const PUBLISHED_TAG = 'fixture-published-tag';

let access: AnonAccess;
let publishedSlugsNewestFirst: string[];
let draftSlugs: string[];

beforeAll(async () => {
  access = await startAnonAccess();
  // The seed's rows are there too; these add a draft that would sort first if it ever leaked.
  await access.db.query(
    `insert into public.blog_posts (slug, title, excerpt, content, tags, author, published_date, is_published) values
      ('fixture-published-newest', 'Newest fixture', 'Excerpt', '<p>Published body</p>', $1, 'Fixture Author', '2099-01-01', true),
      ('fixture-published-oldest', 'Oldest fixture', null, '<p>Published body</p>', $1, 'Fixture Author', '1999-01-01', true),
      ($2, 'Draft fixture', $3, $4, $5, $6, '2100-01-01', false)`,
    [[PUBLISHED_TAG], DRAFT_SLUG, DRAFT_BODY_MARKER, `<p>${DRAFT_BODY_MARKER}</p>`, [DRAFT_TAG], DRAFT_AUTHOR],
  );
  const published = await access.db.query<{ slug: string }>(
    'select slug from public.blog_posts where is_published order by published_date desc',
  );
  publishedSlugsNewestFirst = published.rows.map((row) => row.slug);
  const drafts = await access.db.query<{ slug: string }>('select slug from public.blog_posts where not is_published');
  draftSlugs = drafts.rows.map((row) => row.slug);
}, STACK_TIMEOUT_MS);

afterAll(async () => {
  await access?.close();
}, STACK_TIMEOUT_MS);

/** Whatever came back holds published rows only, counts no draft, and has no trace of a draft's body. */
function expectNoDraft(response: RestResponse): void {
  expect(response.text).not.toContain(DRAFT_BODY_MARKER);
  if (response.status < 300 && response.text.startsWith('[')) {
    for (const row of JSON.parse(response.text) as Array<Record<string, unknown>>) {
      if ('slug' in row) expect(publishedSlugsNewestFirst).toContain(row.slug);
      if ('is_published' in row) expect([true, 'true']).toContain(row.is_published);
    }
  }
  // Planned and estimated counts are the planner's guesses, not counts of rows.
  if (response.headers.get('preference-applied')?.includes('count=exact')) {
    const total = Number(response.headers.get('content-range')?.split('/')[1]);
    expect(total).toBeLessThanOrEqual(publishedSlugsNewestFirst.length);
  }
}

describe('reading with supabase-js as the site does', () => {
  it('lists published posts only, newest first', async () => {
    const { data, error } = await access.supabase
      .from('blog_posts')
      .select('*')
      .eq('is_published', true)
      .order('published_date', { ascending: false });

    expect(error).toBeNull();
    expect(data?.map((post) => post.slug)).toEqual(publishedSlugsNewestFirst);
    expect(draftSlugs.length).toBeGreaterThanOrEqual(2); // the fixture's and the seed's
  });

  it('lists the same published posts when the query omits the is_published filter', async () => {
    const { data, error } = await access.supabase.from('blog_posts').select('slug').order('published_date', { ascending: false });

    expect(error).toBeNull();
    expect(data?.map((post) => post.slug)).toEqual(publishedSlugsNewestFirst);
  });

  it('returns every column of a published post by slug', async () => {
    const { data, error } = await access.supabase
      .from('blog_posts')
      .select('*')
      .eq('slug', 'fixture-published-newest')
      .eq('is_published', true)
      .single();

    expect(error).toBeNull();
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [
        'author',
        'content',
        'excerpt',
        'featured_image',
        'id',
        'is_published',
        'meta_description',
        'published_date',
        'slug',
        'tags',
        'title',
        'updated_at',
      ].sort(),
    );
    expect(data).toMatchObject({ title: 'Newest fixture', tags: [PUBLISHED_TAG], author: 'Fixture Author' });
  });

  it.each([DRAFT_SLUG, 'draft-series-a-playbook-internal'])('gives PGRST116 for the draft %s with .single()', async (slug) => {
    const { data, error, status } = await access.supabase.from('blog_posts').select('*').eq('slug', slug).single();

    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST116');
    expect(status).toBe(406);
  });

  it('serves the sitemap query', async () => {
    const { data, error } = await access.supabase
      .from('blog_posts')
      .select('slug, title, updated_at, published_date')
      .eq('is_published', true)
      .order('published_date', { ascending: false });

    expect(error).toBeNull();
    expect(data?.map((post) => post.slug)).toEqual(publishedSlugsNewestFirst);
    expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(['published_date', 'slug', 'title', 'updated_at']);
  });

  it('filters by tag, and finds nothing for a tag only a draft has', async () => {
    const published = await access.supabase.from('blog_posts').select('slug').contains('tags', [PUBLISHED_TAG]);
    const draftOnly = await access.supabase.from('blog_posts').select('slug').contains('tags', [DRAFT_TAG]);

    expect(published.data?.map((post) => post.slug).sort()).toEqual(['fixture-published-newest', 'fixture-published-oldest']);
    expect(draftOnly.data).toEqual([]);
  });

  it('counts published posts only', async () => {
    const all = await access.supabase.from('blog_posts').select('*', { count: 'exact', head: true });
    const drafts = await access.supabase.from('blog_posts').select('*', { count: 'exact', head: true }).eq('is_published', false);

    expect(all.count).toBe(publishedSlugsNewestFirst.length);
    expect(drafts.count).toBe(0);
  });
});

describe('the anon key reads no draft whatever the query', () => {
  it.each([
    'blog_posts?select=*',
    'blog_posts?select=*&is_published=eq.false',
    'blog_posts?select=*&is_published=is.false',
    'blog_posts?select=*&is_published=not.is.true',
    'blog_posts?select=*&is_published=neq.true',
    'blog_posts?select=*&is_published=in.(true,false)',
    'blog_posts?select=*&or=(is_published.eq.false,is_published.eq.true)',
    'blog_posts?select=*&or=(is_published.is.false,slug.eq.fixture-unpublished-draft)',
    'blog_posts?select=*&not.and=(is_published.is.true)',
    'blog_posts?select=*&not.or=(is_published.is.true,slug.is.null)',
    `blog_posts?select=*&slug=eq.${DRAFT_SLUG}`,
    'blog_posts?select=*&slug=like.*draft*',
    'blog_posts?select=*&slug=ilike.*INTERNAL*',
    `blog_posts?select=*&tags=cs.{${DRAFT_TAG}}`,
    `blog_posts?select=*&tags=ov.{${DRAFT_TAG},${PUBLISHED_TAG}}`,
    `blog_posts?select=*&author=eq.${encodeURIComponent(DRAFT_AUTHOR)}`,
    'blog_posts?select=*&content=ilike.*marker*',
    'blog_posts?select=*&content=fts.marker',
    'blog_posts?select=*&published_date=gt.2099-12-31',
    'blog_posts?select=*&order=is_published.asc&limit=1',
    'blog_posts?select=*&order=published_date.desc.nullsfirst&limit=1',
    'blog_posts?select=*&limit=1000&offset=0',
    'blog_posts?select=slug,is_published::text,content',
    'blog_posts?select=body:content,flag:is_published',
    'blog_posts?select=count',
    'blog_posts?select=is_published,count()',
    'blog_posts?select=count(),is_published&is_published=is.false',
    'blog_posts?select=*,count',
    'blog_posts?select=*,blog_posts(*)',
    'blog_posts?select=*,newsletter_signups(*)',
    'blog_posts?select=*&columns=slug',
    'blog_posts?select=*&on_conflict=slug',
    'blog_posts?select=*&is_published=eq.false&apikey=ignored-by-the-gateway-because-the-header-wins',
  ])('GET %s', async (path) => {
    expectNoDraft(await access.rest(path));
  });

  it.each([
    ['a range header', { range: '0-999', 'range-unit': 'items' }],
    ['an exact count', { prefer: 'count=exact' }],
    ['a planned count', { prefer: 'count=planned' }],
    ['an estimated count', { prefer: 'count=estimated' }],
    ['CSV output', { accept: 'text/csv' }],
    ['a single-object answer', { accept: 'application/vnd.pgrst.object+json' }],
    ['a query plan', { accept: 'application/vnd.pgrst.plan+json' }],
    ['the public schema named', { 'accept-profile': 'public' }],
    ['another schema named', { 'accept-profile': 'supabase_migrations' }],
  ])('GET with %s', async (_, headers) => {
    const drafts = await access.rest('blog_posts?select=*&is_published=is.false', { headers });
    const all = await access.rest('blog_posts?select=*', { headers });

    expectNoDraft(drafts);
    expectNoDraft(all);
  });

  it('answers HEAD with count=exact with the published count only, also filtered to drafts', async () => {
    const all = await access.rest('blog_posts?select=*', { method: 'HEAD', headers: { prefer: 'count=exact' } });
    const drafts = await access.rest('blog_posts?select=*&is_published=eq.false', {
      method: 'HEAD',
      headers: { prefer: 'count=exact' },
    });
    const draftBySlug = await access.rest(`blog_posts?slug=eq.${DRAFT_SLUG}`, {
      method: 'HEAD',
      headers: { prefer: 'count=exact' },
    });

    expect(all.headers.get('content-range')).toBe(`0-${publishedSlugsNewestFirst.length - 1}/${publishedSlugsNewestFirst.length}`);
    expect(drafts.headers.get('content-range')).toBe('*/0');
    expect(draftBySlug.headers.get('content-range')).toBe('*/0');
  });

  it('gives a draft slug the same answer as a slug that does not exist', async () => {
    const draft = await access.rest(`blog_posts?select=*&slug=eq.${DRAFT_SLUG}`, {
      headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'count=planned' },
    });
    const missing = await access.rest('blog_posts?select=*&slug=eq.no-such-post-at-all', {
      headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'count=planned' },
    });

    expect(draft.status).toBe(406);
    expect(draft.text).toBe(missing.text);
    expect(draft.headers.get('content-range')).toBe(missing.headers.get('content-range'));
  });
});

describe('the anon key changes nothing', () => {
  async function snapshot(): Promise<unknown[]> {
    const { rows } = await access.db.query('select * from public.blog_posts order by slug');
    return rows;
  }

  it('cannot insert, update, upsert or delete with supabase-js', async () => {
    const before = await snapshot();
    const post = {
      slug: 'anon-insert',
      title: 'x',
      content: 'x',
      author: 'x',
      published_date: '2025-01-01',
      is_published: true,
    };

    const results = [
      await access.supabase.from('blog_posts').insert(post),
      await access.supabase.from('blog_posts').upsert({ ...post, slug: 'fixture-published-newest' }, { onConflict: 'slug' }),
      await access.supabase.from('blog_posts').update({ title: 'changed' }).eq('slug', 'fixture-published-newest'),
      await access.supabase.from('blog_posts').update({ is_published: true }).eq('slug', DRAFT_SLUG),
      await access.supabase.from('blog_posts').delete().eq('slug', 'fixture-published-newest'),
      await access.supabase.from('blog_posts').delete().neq('slug', ''),
    ];

    for (const result of results) expect(result.error?.code).toBe('42501');
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['POST', 'blog_posts', '{"slug":"raw-insert","title":"x","content":"x","author":"x","published_date":"2025-01-01"}'],
    ['PATCH', 'blog_posts?is_published=eq.false', '{"is_published":true}'],
    ['PATCH', 'blog_posts', '{"title":"defaced"}'],
    [
      'PUT',
      'blog_posts?slug=eq.fixture-published-newest',
      '{"slug":"fixture-published-newest","title":"x","content":"x","author":"x","published_date":"2025-01-01"}',
    ],
    ['DELETE', 'blog_posts?slug=eq.fixture-published-oldest', undefined],
    ['DELETE', 'blog_posts', undefined],
  ])('cannot %s %s', async (method, path, body) => {
    const before = await snapshot();

    const response = await access.rest(path, {
      method,
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body,
    });

    expect(response.status).toBeGreaterThanOrEqual(400);
    expectNoDraft(response);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the blog_posts table', () => {
  it('keeps updated_at current on update', async () => {
    const {
      rows: [before],
    } = await access.db.query<{ updated_at: Date }>(
      `update public.blog_posts set updated_at = '2000-01-01' where slug = 'fixture-published-oldest' returning updated_at`,
    );
    const {
      rows: [after],
    } = await access.db.query<{ updated_at: Date }>(
      `update public.blog_posts set title = 'Oldest fixture, edited' where slug = 'fixture-published-oldest' returning updated_at`,
    );

    expect(before?.updated_at.getTime()).toBeGreaterThan(Date.now() - 60_000); // the trigger overrides a set value too
    expect(after?.updated_at.getTime()).toBeGreaterThanOrEqual(before?.updated_at.getTime() ?? Infinity);
  });

  it('has row-level security enabled and forced', async () => {
    const { rows } = await access.db.query(
      `select relrowsecurity, relforcerowsecurity from pg_class where oid = 'public.blog_posts'::regclass`,
    );

    expect(rows).toEqual([{ relrowsecurity: true, relforcerowsecurity: true }]);
  });

  it('has indexes for the list (partial), the slug lookup (unique) and tags (GIN)', async () => {
    const { rows } = await access.db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where schemaname = 'public' and tablename = 'blog_posts'`,
    );
    const definitions = rows.map((row) => row.indexdef);

    expect(definitions).toContainEqual(expect.stringMatching(/\(published_date DESC\) WHERE is_published$/));
    expect(definitions).toContainEqual(expect.stringMatching(/^CREATE UNIQUE INDEX .* \(slug\)$/));
    expect(definitions).toContainEqual(expect.stringMatching(/USING gin \(tags\)$/));
  });

  it('rejects a slug that is not URL-safe', async () => {
    await expect(
      access.db.query(
        `insert into public.blog_posts (slug, title, content, author, published_date) values ('Not A Slug!', 'x', 'x', 'x', now())`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
