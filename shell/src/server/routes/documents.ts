// The route table's documents (docs/site-map.md); 503 with Retry-After when one cannot be built,
// so crawlers come back.
import type { FastifyInstance } from 'fastify';
import type { PageContext } from '@pv/shared/contract/page';
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { FeedsModule, SitemapPage } from '@pv/shared/contract/feeds';
import { documents, liveRoutes, type DocumentPath } from '@pv/shared/contract/routes';
import type { RemoteName } from '@pv/shared/contract/remotes';
import { createQueryClient } from '@pv/shared/providers/query-client';
import { deploymentOf } from '../../federation/remote-deployments';
import { loadModuleForRequest, loadRemoteForRequest } from '../../federation/server-loading';
import type { RuntimeConfig } from '../runtime-config';
import { refuse } from '../forms/form-route';
import { logError, logRemoteFailure } from '../log';
import { HTML_CACHE_CONTROL } from './pages';

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

export async function documentRoutes(app: FastifyInstance) {
  const builders = app.site.documents;
  for (const document of documents) {
    // The blog's documents as long as its pages; the shell's (robots.txt) an hour.
    const cacheControl = document.builtBy === 'shell' ? 'public, max-age=3600' : HTML_CACHE_CONTROL;
    app.get(document.path, async (_request, reply) => {
      const started = performance.now();
      try {
        const body = await builders[document.path]();
        return reply.headers({ 'content-type': document.contentType, 'cache-control': cacheControl }).send(body);
      } catch (error) {
        if (document.builtBy === 'shell') logError(`${document.path} could not be built`, error);
        else {
          const [remote] = document.builtBy.split('/') as [RemoteName];
          const release = deploymentOf(remote)?.release ?? null;
          logRemoteFailure({ remote, release, route: document.path, kind: 'document', ms: performance.now() - started }, error);
        }
        return refuse(reply.header('retry-after', '60'), 503, 'Temporarily unavailable');
      }
    });
  }
}
