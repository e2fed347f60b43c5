// GET /sitemap.xml, /rss.xml and /feed.json for crawlers and feed readers: documents of the route table,
// built by the blog remote's `./feeds` module, loaded at runtime (docs/site-map.md).
import type { PageContext } from '@pv/shared/contract/page';
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { FeedsModule, SitemapPage } from '@pv/shared/contract/feeds';
import { liveRoutes } from '@pv/shared/contract/routes';
import { createQueryClient } from '@pv/shared/providers/query-client';
import { loadModuleForRequest, loadRemoteForRequest } from '../federation/server-loading';

const loadFeeds = () => loadModuleForRequest<FeedsModule>('mf_blog/feeds');

/**
 * The live routes a crawler should find: no parameters, not another route's screen under a second
 * path (a `canonical` of the table), and not marked noindex by their page.
 */
export async function indexablePages(config: SiteConfig): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (const route of liveRoutes) {
    if (route.path.includes(':') || route.canonical) continue;
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

export async function jsonFeed(config: SiteConfig): Promise<string> {
  return (await loadFeeds()).buildJsonFeed({ config });
}
