import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { getSupabaseClient } from '@pv/shared/supabase/client';
import { footerNavigation, headerNavigation, isGroup } from '@pv/shared/contract/navigation';
import { resolveLink, routes, type SiteLink, type SiteRoute } from '@pv/shared/contract/routes';
import { renderPage, testQueryClient } from '@pv/shared/testing/render-page';
import { testConfig } from '@pv/shared/testing/test-config';
import { createFakeSupabase, type FakeResponse } from '../testing/fake-supabase';
import { SitemapPage, isReachable } from './sitemap-page';
import { sitemapGroups } from './sitemap-page-content';
import { loadSitemapPage, sitemapPageMeta } from './sitemap-page-definition';

jest.mock('@pv/shared/supabase/client', () => ({ getSupabaseClient: jest.fn() }));

const posts = [
  { slug: 'newest-post', title: 'The Newest Post', updated_at: '2025-10-02T17:30:00+00:00', published_date: '2025-08-26T13:00:00+00:00' },
  { slug: 'older-post', title: 'An Older Post', updated_at: null, published_date: '2024-01-23T14:30:00+00:00' },
];

function backend(answer: () => FakeResponse) {
  const fake = createFakeSupabase(answer);
  jest.mocked(getSupabaseClient).mockReturnValue(fake.client);
  return fake;
}

const context = (queryClient: QueryClient) => ({
  params: {},
  path: '/sitemap',
  search: new URLSearchParams(),
  queryClient,
  config: testConfig,
});

/** As the server does: the page's data loaded first (its `load`), then the page rendered over it. */
async function renderSitemapPage() {
  const queryClient = testQueryClient();
  await loadSitemapPage(context(queryClient));
  return renderPage(<SitemapPage />, { path: '/sitemap', queryClient });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the /sitemap page', () => {
  it('groups the pages as the header and footer do: the header groups keep their names and links', () => {
    for (const item of headerNavigation) {
      const group = isGroup(item) ? sitemapGroups.find((candidate) => candidate.id === item.id) : undefined;
      if (isGroup(item)) expect(group?.links.slice(0, item.links.length)).toEqual(item.links);
    }
    const legal = sitemapGroups.find((group) => group.id === 'legal');
    expect(legal?.links.map((link) => link.to)).toEqual(footerNavigation.legal.map((link) => link.to).filter((to) => to !== '/sitemap'));
  });

  it('names every page of the route table once (the screen behind two paths once), and nothing that leads nowhere', () => {
    const named = sitemapGroups.flatMap((group) => group.links.map((link) => link.to));
    expect(new Set(named).size).toBe(named.length);
    for (const to of named) expect(resolveLink(to)).not.toBeNull();
    // The assessment is listed as /programs/compass; a results page shows the result of an answer code
    // in its query, so no link names it on its own.
    const unlisted = ['/sitemap', '/chart-my-course', '/chart-my-course/results'];
    const pages = routes.filter((route) => !route.path.includes(':') && !('canonical' in route) && !unlisted.includes(route.path));
    expect(pages.map((route) => route.path).filter((path) => !named.includes(path as never))).toEqual([]);
  });

  it('leaves out the pages not built yet, so that no link of the page is a 404', () => {
    const table: readonly SiteRoute[] = routes;
    for (const route of table.filter((candidate) => !candidate.path.includes(':')))
      expect({ path: route.path, reachable: isReachable({ label: route.title, to: route.path as SiteLink }) }).toEqual({
        path: route.path,
        reachable: route.status === 'live',
      });
    expect(isReachable({ label: 'Sitemap (XML)', to: '/sitemap.xml' })).toBe(true);
    expect(isReachable({ label: 'Workshops', to: '/programs/workshops' })).toBe(true);
  });

  it('lists every published post with its date, newest first, and names the XML sitemap', async () => {
    backend(() => ({ data: posts }));
    await renderSitemapPage();
    const nav = screen.getByRole('navigation', { name: 'Sitemap' });
    const blog = within(nav).getByRole('region', { name: 'Blog' });
    expect(within(blog).getByRole('link', { name: 'The Newest Post' })).toBeInTheDocument();
    expect(
      within(blog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/blog', '/blog/newest-post', '/blog/older-post']);
    expect(blog).toHaveTextContent('Aug 26, 2025');
    expect(screen.getByRole('link', { name: '/sitemap.xml' })).toHaveAttribute('href', '/sitemap.xml');
    for (const link of within(nav).getAllByRole('link')) expect(resolveLink(link.getAttribute('href') ?? '')).not.toBeNull();
  });

  it('still lists the pages, and points to the blog, when the posts cannot be read', async () => {
    backend(() => ({ error: { message: 'down' } }));
    await renderSitemapPage();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse them on the blog' })).toHaveAttribute('href', '/blog');
  });

  it('prefetches the posts for the server render; answers 503 (not indexed) when they cannot be read', async () => {
    backend(() => ({ data: posts }));
    const ok = new QueryClient();
    await loadSitemapPage(context(ok));
    expect(sitemapPageMeta(context(ok))).toEqual({ title: 'Sitemap', description: expect.any(String) });
    backend(() => ({ error: { message: 'down' } }));
    const failed = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await loadSitemapPage(context(failed));
    expect(sitemapPageMeta(context(failed))).toMatchObject({ status: 503, noindex: true });
  });
});
