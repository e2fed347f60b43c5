import { getSupabaseClient } from '@pv/shared/supabase/client';
import type { PageContext } from '@pv/shared/contract/page';
import { blogKeys } from '../api/query-keys';
import { createFakeSupabase } from '../testing/fake-supabase';
import { cards } from '../testing/fixtures';
import { testQueryClient } from '@pv/shared/testing/render-page';
import { testConfig } from '@pv/shared/testing/test-config';
import { listPageMeta, loadListPage } from './list-page-definition';
import { parseListState } from './list-state';

jest.mock('@pv/shared/supabase/client', () => ({ getSupabaseClient: jest.fn() }));

const ctx = (query = ''): PageContext => ({
  params: {},
  path: '/blog',
  search: new URLSearchParams(query),
  queryClient: testQueryClient(),
  config: testConfig,
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('the list page for the server', () => {
  it('prefetches exactly the page of cards for the URL and the filter lists', async () => {
    const fake = createFakeSupabase((r) => (r.table === 'blog_post_cards' ? { data: cards(9), count: 30 } : { data: [] }));
    jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
    const context = ctx('tag=Metrics&page=2');
    await loadListPage(context);
    expect(fake.requests.map((r) => r.table).sort()).toEqual(['blog_author_counts', 'blog_post_cards', 'blog_tag_counts']);
    expect(context.queryClient.getQueryData(blogKeys.list(parseListState(context.search)))).toMatchObject({ total: 30 });
    expect(context.queryClient.getQueryData(blogKeys.facets())).toEqual({ tags: [], authors: [] });
  });

  it('is indexable when asked without load (nothing failed), e.g. by the sitemap', () => {
    expect(listPageMeta(ctx()).noindex).toBeUndefined();
    expect(listPageMeta(ctx()).status).toBeUndefined();
  });

  it('is titled Blog, with the page number after the first page', () => {
    expect(listPageMeta(ctx())).toMatchObject({ title: 'Blog', description: expect.stringContaining('founders') });
    expect(listPageMeta(ctx('page=3'))).toMatchObject({ title: 'Blog - Page 3' });
  });

  it('never throws, and answers 503 when the posts could not be read', async () => {
    jest.mocked(getSupabaseClient).mockReturnValue(createFakeSupabase(() => ({ error: { message: 'connection refused' } })).client);
    const context = ctx();
    await expect(loadListPage(context)).resolves.toBeUndefined();
    expect(context.queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(listPageMeta(context)).toMatchObject({ status: 503, noindex: true });
  });
});
