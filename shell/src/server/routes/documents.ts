// The route table's documents (docs/site-map.md), built on each request, or 503 with Retry-After
// when they cannot be, so crawlers come back.
import type { FastifyInstance } from 'fastify';
import { documents, type DocumentPath } from '@pv/shared/contract/routes';
import type { RemoteName } from '@pv/shared/contract/remotes';
import { deploymentOf } from '../../federation/remote-deployments';
import { refuse } from '../forms/form-route';
import { logError, logRemoteFailure } from '../log';
import { HTML_CACHE_CONTROL } from './pages';

/** The blog's documents as long as its pages. */
const cacheControl: Record<DocumentPath, string> = {
  '/sitemap.xml': HTML_CACHE_CONTROL,
  '/rss.xml': HTML_CACHE_CONTROL,
  '/feed.json': HTML_CACHE_CONTROL,
  '/robots.txt': 'public, max-age=3600',
};

export async function documentRoutes(
  app: FastifyInstance,
  { documents: builders }: { documents: Readonly<Record<DocumentPath, () => Promise<string>>> },
) {
  for (const document of documents) {
    app.get(document.path, async (_request, reply) => {
      const started = performance.now();
      try {
        const body = await builders[document.path]();
        return reply.headers({ 'content-type': document.contentType, 'cache-control': cacheControl[document.path] }).send(body);
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
