// The calls the blog makes, as supabase-js builds them, and how each handles failure.
import { getSupabaseClient } from '@pv/shared/supabase/client';
import { createFakeSupabase, type FakeResponse, type FakeSupabase } from '../testing/fake-supabase';
import { card, post } from '../testing/fixtures';
import { testConfig } from '@pv/shared/testing/test-config';
import { DEFAULT_LIST_STATE } from '../list/list-state';
import { BlogDataError } from './blog-data';
import { arrayLiteral, fetchBlogPosts } from './get-blog-posts';
import { fetchBlogFacets } from './get-blog-facets';
import { fetchBlogPost } from './get-blog-post';
import { fetchRelatedPosts } from './get-related-posts';
import { fetchSitemapEntries } from './get-sitemap-entries';
import { fetchFeedPosts } from './get-feed-posts';

jest.mock('@pv/shared/supabase/client', () => ({ getSupabaseClient: jest.fn() }));

let fake: FakeSupabase;
const respondWith = (respond: (table: string | undefined, head: boolean) => FakeResponse) => {
  fake = createFakeSupabase((request) => respond(request.table ?? request.rpc, JSON.stringify(request.calls).includes('"head":true')));
  jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
};
const methods = (index = 0) => fake.requests[index]?.calls.map((call) => call.method);
const args = (method: string, index = 0) => fake.argsOf(fake.requests[index] ?? { calls: [] }, method);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('the list call', () => {
  it('reads one page of cards, newest first, with an exact count', async () => {
    const rows = [card(), card()];
    respondWith(() => ({ data: rows, count: 20 }));

    // Each card as the database gives it, its day in Boston included.
    await expect(fetchBlogPosts(testConfig, DEFAULT_LIST_STATE)).resolves.toEqual({ posts: rows, total: 20 });

    expect(fake.requests[0]?.table).toBe('blog_post_cards');
    expect(args('select')).toEqual([
      [
        'id,slug,title,excerpt,content_start,featured_image,tags,author,published_date,updated_at,published_day',
        { count: 'exact', head: false },
      ],
    ]);
    expect(args('order')).toEqual([
      ['published_date', { ascending: false }],
      ['id', { ascending: false }],
    ]);
    expect(args('range')).toEqual([[0, 8]]);
    expect(args('retry')).toEqual([[false]]);
    expect(methods()).not.toContain('textSearch');
    expect(methods()).not.toContain('overlaps');
    expect(methods()).not.toContain('in');
  });

  it('never asks for the body or the search column', async () => {
    respondWith(() => ({ data: [], count: 0 }));
    await fetchBlogPosts(testConfig, DEFAULT_LIST_STATE);
    expect(String(args('select')[0]?.[0])).not.toMatch(/content,|content$|search_vector|\*/);
  });

  it('sends topics (any of), authors (any of) and the page', async () => {
    respondWith(() => ({ data: [], count: 0 }));
    await fetchBlogPosts(testConfig, {
      ...DEFAULT_LIST_STATE,
      sort: 'title-asc',
      tags: ['Metrics', 'Cap Table'],
      authors: ['Maya Okafor', 'Elena Voss'],
      page: 3,
    });

    expect(args('overlaps')).toEqual([['tags', '{"Metrics","Cap Table"}']]);
    expect(args('in')).toEqual([['author', ['Maya Okafor', 'Elena Voss']]]);
    expect(args('order')).toEqual([
      ['title', { ascending: true }],
      ['id', { ascending: true }],
    ]);
    expect(args('range')).toEqual([[18, 26]]);
  });

  it('searches (AND of word prefixes) through search_blog_post_cards: one request for the page, ordered and cut in the database, with the fragments and the number of matches', async () => {
    const row = { ...card(), match: 'a \u0002pitch\u0003 deck' };
    respondWith((source) =>
      source === 'search_blog_post_cards' ? { data: [{ ...row, total: 42, position: 19 }] } : { error: { message: 'wrong call' } },
    );

    const page = await fetchBlogPosts(testConfig, {
      q: 'Pitch deck',
      sort: 'relevance',
      tags: ['Metrics', 'A,B'],
      authors: ['Maya Okafor'],
      page: 3,
    });

    expect(page).toEqual({ posts: [row], total: 42 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.rpc).toBe('search_blog_post_cards');
    expect(args('rpc')).toEqual([
      [
        {
          search_query: "'pitch':* & 'deck':*",
          topics: '{"Metrics","A,B"}',
          authors: '{"Maya Okafor"}',
          sort: 'relevance',
          page_size: 9,
          page_offset: 18,
        },
        { get: true },
      ],
    ]);
    expect(args('select')).toEqual([
      ['id,slug,title,excerpt,content_start,featured_image,tags,author,published_date,updated_at,published_day,total,position,match'],
    ]);
    expect(args('order')).toEqual([['position']]);
    expect(args('range')).toEqual([]);
  });

  it('counts a search on the cards view only for a page past its last', async () => {
    respondWith((_source, head) => (head ? { count: 12 } : { data: [] }));

    await expect(fetchBlogPosts(testConfig, { ...DEFAULT_LIST_STATE, q: 'deck', sort: 'relevance', page: 7 })).resolves.toEqual({
      posts: [],
      total: 12,
    });
    expect(args('textSearch', 1)).toEqual([['search_vector', "'deck':*", { config: 'simple' }]]);
    await expect(fetchBlogPosts(testConfig, { ...DEFAULT_LIST_STATE, q: 'deck', sort: 'relevance' })).resolves.toEqual({
      posts: [],
      total: 0,
    });
    expect(fake.requests).toHaveLength(3);
  });

  it('orders a search as the visitor chose, and a search of no words as the newest first', async () => {
    respondWith((_source, head) => (head ? { count: 0 } : { data: [] }));
    await fetchBlogPosts(testConfig, { ...DEFAULT_LIST_STATE, q: 'deck', sort: 'title-asc' });
    expect(args('rpc')[0]?.[0]).toMatchObject({ sort: 'title-asc', page_offset: 0 });

    await fetchBlogPosts(testConfig, { ...DEFAULT_LIST_STATE, q: '?!', sort: 'relevance' });
    expect(fake.requests.at(-1)?.table).toBe('blog_post_cards');
    expect(args('order', fake.requests.length - 1)).toEqual([
      ['published_date', { ascending: false }],
      ['id', { ascending: false }],
    ]);
  });

  it.each([
    [
      'oldest',
      [
        ['published_date', { ascending: true }],
        ['id', { ascending: true }],
      ],
    ],
    [
      'title-desc',
      [
        ['title', { ascending: false }],
        ['id', { ascending: false }],
      ],
    ],
  ] as const)('orders %s', async (sort, order) => {
    respondWith(() => ({ data: [], count: 0 }));
    await fetchBlogPosts(testConfig, { ...DEFAULT_LIST_STATE, sort });
    expect(args('order')).toEqual(order);
  });

  it('quotes every topic for the array filter', () => {
    expect(arrayLiteral(['A,B', 'say "hi"', 'back\\slash'])).toBe('{"A,B","say \\"hi\\"","back\\\\slash"}');
  });

  it('logs "Error fetching blog posts:" and rethrows on failure', async () => {
    respondWith(() => ({ error: { message: 'connection refused', code: 'PGRST001' } }));

    const failure = fetchBlogPosts(testConfig, DEFAULT_LIST_STATE);

    await expect(failure).rejects.toBeInstanceOf(BlogDataError);
    await expect(failure).rejects.toMatchObject({ message: 'connection refused', code: 'PGRST001' });
    expect(console.error).toHaveBeenCalledWith('Error fetching blog posts:', expect.any(BlogDataError));
  });

  it('answers a page past the last one with no posts and the real total', async () => {
    respondWith((_table, head) => (head ? { count: 16 } : { error: { message: 'Requested range not satisfiable', code: 'PGRST103' } }));

    await expect(fetchBlogPosts(testConfig, { ...DEFAULT_LIST_STATE, tags: ['Metrics'], page: 9 })).resolves.toEqual({
      posts: [],
      total: 16,
    });
    expect(args('overlaps', 1)).toEqual([['tags', '{"Metrics"}']]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('does not report a request that react-query cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    respondWith(() => ({ error: { message: 'AbortError: aborted', code: '' } }));
    await expect(fetchBlogPosts(testConfig, DEFAULT_LIST_STATE, controller.signal)).rejects.toBeInstanceOf(BlogDataError);
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('the facets call', () => {
  it('reads topics and authors with their counts, sorted by name', async () => {
    respondWith((table) =>
      table === 'blog_tag_counts'
        ? {
            data: [
              { tag: 'Boston', post_count: 2 },
              { tag: 'Metrics', post_count: '3' },
            ],
          }
        : { data: [{ author: 'Maya Okafor', post_count: 4 }] },
    );
    await expect(fetchBlogFacets(testConfig)).resolves.toEqual({
      tags: [
        { value: 'Boston', count: 2 },
        { value: 'Metrics', count: 3 },
      ],
      authors: [{ value: 'Maya Okafor', count: 4 }],
    });
    expect(args('order', 0)).toEqual([['tag']]);
    expect(args('order', 1)).toEqual([['author']]);
  });

  it('fails when either list fails', async () => {
    respondWith((table) => (table === 'blog_author_counts' ? { error: { message: 'down' } } : { data: [] }));
    await expect(fetchBlogFacets(testConfig)).rejects.toThrow('down');
  });
});

describe('the single post call', () => {
  it('reads a published post by slug as one row, with its body sanitised', async () => {
    respondWith(() => ({ data: post({ content: '<p onclick="x()">Hi</p><script>bad()</script>' }) }));

    const result = await fetchBlogPost(testConfig, 'runway-math');

    expect(result?.content).toBe('<p>Hi</p>');
    expect(fake.requests[0]?.table).toBe('blog_posts');
    expect(args('select')).toEqual([['*']]);
    expect(args('eq')).toEqual([
      ['slug', 'runway-math'],
      ['is_published', true],
    ]);
    expect(methods()).toContain('single');
    expect(args('retry')).toEqual([[false]]);
  });

  it('gives null for a missing post or a draft (PGRST116) and logs one line, no error and no stack', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    respondWith(() => ({ error: { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' } }));
    await expect(fetchBlogPost(testConfig, 'draft-series-a-playbook-internal')).resolves.toBeNull();
    expect(info.mock.calls).toEqual([['Blog post not found: draft-series-a-playbook-internal']]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('rethrows any other failure', async () => {
    respondWith(() => ({ error: { message: 'FetchError: fetch failed', code: '' } }));
    await expect(fetchBlogPost(testConfig, 'runway-math')).rejects.toThrow('FetchError: fetch failed');
    expect(console.error).toHaveBeenCalledWith('Error fetching blog post:', expect.any(BlogDataError));
  });

  it('asks nothing for something that cannot be a slug', async () => {
    respondWith(() => ({ data: post() }));
    await expect(fetchBlogPost(testConfig, '../etc/passwd')).resolves.toBeNull();
    await expect(fetchBlogPost(testConfig, 'Not-A-Slug')).resolves.toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the related posts call', () => {
  it('calls related_blog_posts for up to 3 posts, with GET, selecting card columns', async () => {
    const rows = [card(), card()];
    respondWith(() => ({ data: rows }));
    await expect(fetchRelatedPosts(testConfig, 'runway-math')).resolves.toEqual(rows);
    expect(fake.requests[0]?.rpc).toBe('related_blog_posts');
    expect(args('rpc')).toEqual([[{ post_slug: 'runway-math', max_count: 3 }, { get: true }]]);
  });
});

describe('the sitemap and feed calls', () => {
  it('reads slug, title, updated_at and published_date of published posts, newest first (docs/behaviour.md)', async () => {
    respondWith(() => ({ data: [{ slug: 'a', title: 'A', updated_at: '2025-01-01', published_date: '2024-12-01' }] }));
    await fetchSitemapEntries(testConfig);
    expect(fake.requests[0]?.table).toBe('blog_posts');
    expect(args('select')).toEqual([['slug, title, updated_at, published_date']]);
    expect(args('eq')).toEqual([['is_published', true]]);
    expect(args('order')).toEqual([['published_date', { ascending: false }]]);
  });

  it('reads the newest 50 published posts, whole, for the feeds', async () => {
    respondWith(() => ({ data: [] }));
    await fetchFeedPosts(testConfig);
    expect(fake.requests[0]?.table).toBe('blog_posts');
    expect(args('select')).toEqual([['*']]);
    expect(args('eq')).toEqual([['is_published', true]]);
    expect(args('order')).toEqual([
      ['published_date', { ascending: false }],
      ['id', { ascending: false }],
    ]);
    expect(args('limit')).toEqual([[50]]);
  });

  it('rejects when the posts cannot be read', async () => {
    respondWith(() => ({ error: { message: 'down' } }));
    await expect(fetchSitemapEntries(testConfig)).rejects.toThrow('down');
    await expect(fetchFeedPosts(testConfig)).rejects.toThrow('down');
  });
});
