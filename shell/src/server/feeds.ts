// GET /sitemap.xml and GET /rss.xml for crawlers and feed readers: built by the blog remote's
// `./feeds` module (the same builder its in-app sitemap page downloads from), loaded at runtime.
import type { PageContext } from '@pv/shared/contract/page';
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { FeedsModule, SitemapPage } from '@pv/shared/contract/feeds';
import { createQueryClient } from '@pv/shared/providers/query-client';
import { routeTable } from '../routing/route-table';
import { loadRemoteModule } from '../federation/remote-registry';
import { loadRemoteForRequest, SERVER_REMOTE_TIMEOUT_MS } from './remote-loading';

const loadFeeds = () => loadRemoteModule<FeedsModule>('mf_blog/feeds', SERVER_REMOTE_TIMEOUT_MS);

/** The routes of the table a crawler should find: no parameters, and not marked noindex by their page. */
export async function indexablePages(config: SiteConfig): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (const route of routeTable) {
    if (route.path.includes(':')) continue;
    const remote = await loadRemoteForRequest(route.remote);
    if (remote.status === 'failed') throw new Error(`Remote ${route.remote} is unavailable: ${remote.error.message}`);
    const definition = remote.pages[route.page];
    const ctx: PageContext = {
      params: {},
      path: route.path,
      search: new URLSearchParams(),
      queryClient: createQueryClient('server'),
      config,
    };
    if (definition && !definition.meta(ctx).noindex) pages.push({ path: route.path });
  }
  return pages;
}

export async function sitemapXml(config: SiteConfig): Promise<string> {
  const [feeds, staticPages] = await Promise.all([loadFeeds(), indexablePages(config)]);
  return feeds.buildSitemapXml({ config, staticPages });
}

export async function rssXml(config: SiteConfig): Promise<string> {
  return (await loadFeeds()).buildRssXml({ config });
}
