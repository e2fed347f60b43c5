// The blog list island's data, kept in the render cache as a page is.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@pv/shared/config/site-config';
import {
  BLOG_FACETS_PATH,
  BLOG_POSTS_PATH,
  blogFacetsSchema,
  blogListPageSchema,
  type ListDataModule,
} from '@pv/shared/contract/blog-data';
import { serverPathsOf } from '@pv/shared/contract/server-paths';
import { deploymentOf } from '../../federation/remote-deployments';
import { loadModuleForRequest } from '../../federation/server-loading';
import { sendCached } from '../page-cache';
import { refuse } from '../forms/form-route';
import { logRemoteFailure } from '../log';
import { HTML_CACHE_CONTROL, searchOf } from './pages';

const JSON_TYPE = 'application/json; charset=utf-8';

const loadListData = () => loadModuleForRequest<ListDataModule>('mf_blog/list-data');

export const listDataOf = (config: SiteConfig) => ({
  listQuery: async (search: string) => (await loadListData()).listQuery(search),
  listPage: async (query: string) => (await loadListData()).readListPage({ config, query }),
  facets: async () => (await loadListData()).readFacets({ config }),
});

export type ListData = ReturnType<typeof listDataOf>;

const refuseJson = (reply: FastifyReply, status: number, message: string) => refuse(reply, status, JSON.stringify({ message }), JSON_TYPE);

/** Anything else under /api: 405 for a path above asked with another method, else 404. */
function refuseOther(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '';
  const answered = serverPathsOf('api').find((entry) => entry.path === pathname && entry.answeredBy !== 'shell');
  if (answered) return refuseJson(reply.header('allow', answered.methods.join(', ')), 405, `${request.method} is not allowed here`);
  return refuseJson(reply, 404, 'No such API resource');
}

function unavailable(reply: FastifyReply, route: string, started: number, error: unknown) {
  const release = deploymentOf('mf_blog')?.release ?? null;
  logRemoteFailure({ remote: 'mf_blog', release, route, kind: 'data', ms: performance.now() - started }, error);
  return refuseJson(reply.header('retry-after', '30'), 503, 'The blog posts cannot be read now');
}

/** Written by the route's schema: a field it does not name is never sent. */
async function sendFromCache(request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) {
  const { pageCache } = request.server.site;
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) throw new Error(`${key.split('?')[0]} has no schema for its answer`);
  const started = performance.now();
  try {
    const cached = await pageCache.get(key, async () => ({
      status: 200,
      html: serialize((await read()) as Record<string, unknown>),
      cacheable: true,
      remotes: ['mf_blog'],
      releases: {},
    }));
    return sendCached(request, reply, cached, { 'content-type': JSON_TYPE, 'cache-control': HTML_CACHE_CONTROL });
  } catch (error) {
    return unavailable(reply, key.split('?')[0] ?? key, started, error);
  }
}

export async function apiRoutes(app: FastifyInstance) {
  const { listData } = app.site;
  app.get(BLOG_POSTS_PATH, { schema: { response: { 200: blogListPageSchema } } }, async (request, reply) => {
    const search = searchOf(request.url);
    let query: string;
    try {
      query = await listData.listQuery(search);
    } catch (error) {
      return unavailable(reply, BLOG_POSTS_PATH, performance.now(), error);
    }
    // One state, one URL, one entry of the cache: the list asks with its state's own query only.
    if (query !== search) return refuseJson(reply, 400, `Not a list state's own query; this state's is "${query}"`);
    return sendFromCache(request, reply, `${BLOG_POSTS_PATH}${query}`, () => listData.listPage(query));
  });
  app.get(BLOG_FACETS_PATH, { schema: { response: { 200: blogFacetsSchema } } }, async (request, reply) => {
    if (searchOf(request.url) !== '') return refuseJson(reply, 400, 'The filters take no query');
    return sendFromCache(request, reply, BLOG_FACETS_PATH, () => listData.facets());
  });
  // `/api` and `/api/*`: the shell's refusal of every other request.
  for (const { path, methods, answeredBy } of serverPathsOf('api'))
    if (answeredBy === 'shell') app.route({ method: [...methods], url: path, handler: refuseOther });
}
