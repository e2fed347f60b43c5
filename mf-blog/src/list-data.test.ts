// `mf_blog/list-data`: the reads behind the site's JSON answers of the blog list, as the shell's
// server calls them (shell/src/server/routes/api.ts).
import { getSupabaseClient } from '@pv/shared/supabase/client';
import { testConfig } from '@pv/shared/testing/test-config';
import { listQuery, readFacets, readListPage } from './list-data';
import { createFakeSupabase, type FakeSupabase, type Responder } from './testing/fake-supabase';
import { card } from './testing/fixtures';

jest.mock('@pv/shared/supabase/client', () => ({ getSupabaseClient: jest.fn() }));

let fake: FakeSupabase;
const backend = (respond: Responder) => {
  fake = createFakeSupabase(respond);
  jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
};

it("gives each list state's one query, whatever the spelling asked for", () => {
  expect(listQuery('')).toBe('');
  expect(listQuery('?page=1&sort=newest')).toBe('');
  expect(listQuery('?tag=Metrics&tag=Boston&tag=Metrics&page=2')).toBe('?tag=Boston&tag=Metrics&page=2');
  expect(listQuery('?q=%20%20pitch%20%20deck%20')).toBe('?q=pitch+deck');
  // Best match is an order of a search only; a page number out of range is the first page.
  expect(listQuery('?sort=relevance&page=0')).toBe('');
  expect(listQuery('?author=Maya+Okafor&sort=title-asc')).toBe('?sort=title-asc&author=Maya+Okafor');
});

it('reads the page of cards of the state its query names, as the page does', async () => {
  const rows = [card(), card()];
  backend(() => ({ data: rows, count: 11 }));
  await expect(readListPage({ config: testConfig, query: '?tag=Metrics&page=2' })).resolves.toEqual({ posts: rows, total: 11 });
  const [request] = fake.requests;
  expect(request?.table).toBe('blog_post_cards');
  expect(fake.argsOf(request ?? { calls: [] }, 'overlaps')).toEqual([['tags', '{"Metrics"}']]);
  expect(fake.argsOf(request ?? { calls: [] }, 'range')).toEqual([[9, 17]]);
});

it("reads the filters' topics and authors", async () => {
  backend((request) =>
    request.table === 'blog_tag_counts'
      ? { data: [{ tag: 'Metrics', post_count: 3 }] }
      : { data: [{ author: 'Maya Okafor', post_count: 4 }] },
  );
  await expect(readFacets({ config: testConfig })).resolves.toEqual({
    tags: [{ value: 'Metrics', count: 3 }],
    authors: [{ value: 'Maya Okafor', count: 4 }],
  });
});

it('rejects when the posts cannot be read (the server answers 503)', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  backend(() => ({ error: { message: 'connection refused', code: 'PGRST001' } }));
  await expect(readListPage({ config: testConfig, query: '' })).rejects.toThrow('connection refused');
  await expect(readFacets({ config: testConfig })).rejects.toThrow('connection refused');
});
