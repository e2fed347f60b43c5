// The pages: each live route of the route table, and any path no other route takes (the 404
// page). A page comes from the render cache, compressed once per encoding; its CSP is the
// server's own, allowing the page's two inline scripts by their hashes (../security-headers.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverPathsOf } from '@pv/shared/contract/server-paths';
import { acceptedEncoding } from '../compression';
import { serverErrorHtml } from '../server-error';
import { logError } from '../log';

/** HTML is shared-cacheable as long as the blog data it carries is fresh (docs/behaviour.md, "Blog"). */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=1800';

/** The page at the request's URL, from the render cache. */
export async function answerPage(request: FastifyRequest, reply: FastifyReply) {
  const { config, csp, renderPage, pageCache } = request.server.site;
  const url = new URL(request.url, config.site.origin);
  try {
    const { page, state } = await pageCache.get(`${url.pathname}${url.search}`, () => renderPage(url));
    const { status, cacheable } = page.page;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    return reply
      .code(status)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        // A 404 is kept by this server's render cache, never by shared caches (docs/decisions/0004-security-headers-and-caching.md).
        'cache-control': status === 200 && cacheable ? HTML_CACHE_CONTROL : 'no-store',
        'content-security-policy': csp,
        'x-render-cache': state,
        ...(status === 503 ? { 'retry-after': '30' } : {}),
        ...(encoding ? { 'content-encoding': encoding } : {}),
      })
      .send(page.body(encoding));
  } catch (error) {
    logError(`Server render of ${url.pathname} failed`, error);
    return reply
      .code(500)
      .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': csp })
      .send(serverErrorHtml(error));
  }
}

export async function pageRoutes(app: FastifyInstance) {
  for (const { path } of serverPathsOf('page')) app.get(path, answerPage);
}
