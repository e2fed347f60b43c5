// The route table's documents for crawlers and feed readers (docs/site-map.md): the blog's, built by
// its remote's `./feeds` module, and robots.txt.
import type { PageContext } from '@pv/shared/contract/page';
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { FeedsModule, SitemapPage } from '@pv/shared/contract/feeds';
import { liveRoutes, type DocumentPath } from '@pv/shared/contract/routes';
import { createQueryClient } from '@pv/shared/providers/query-client';
import { loadModuleForRequest, loadRemoteForRequest } from '../federation/server-loading';
import type { RuntimeConfig } from './runtime-config';

const loadFeeds = () => loadModuleForRequest<FeedsModule>('mf_blog/feeds');

/** No parameters, not another route's screen under a second path (a `canonical`), not noindex. */
async function indexablePages(config: SiteConfig): Promise<SitemapPage[]> {
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

export const documentsOf = ({ site, serverSite: config }: RuntimeConfig): Record<DocumentPath, () => Promise<string>> => ({
  '/sitemap.xml': async () => {
    const [feeds, staticPages] = await Promise.all([loadFeeds(), indexablePages(config)]);
    return feeds.buildSitemapXml({ config, staticPages });
  },
  '/rss.xml': async () => (await loadFeeds()).buildRssXml({ config }),
  '/feed.json': async () => (await loadFeeds()).buildJsonFeed({ config }),
  // Pages that must not be indexed say so with a robots meta tag.
  '/robots.txt': async () => `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`,
});
