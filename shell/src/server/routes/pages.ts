import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@pv/shared/meta/escape-html';
import { serverPathsOf } from '@pv/shared/contract/server-paths';
import { logError } from '../log';
import { CachedPage, sendCached } from '../page-cache';
import { activeCanaryOf } from '../../federation/remote-deployments';
import { bucketCookie, chooseReleases, releaseSetKey } from '../releases/release-choice';
import { releaseCounter } from '../releases/release-counts';

/** HTML is shared-cacheable as long as the blog data it carries is fresh (docs/behaviour.md, "Blog"). */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=1800';

/** A page with a preview or a canary's candidate in it, or whose remote has a canary, is the visitor's own. */
function cacheControlOf(status: number, cacheable: boolean, personal: boolean) {
  if (personal) return 'private, no-store';
  // A 404 is kept by this server's render cache, never by shared caches (docs/decisions/0004-security-headers-and-caching.md).
  return status === 200 && cacheable ? HTML_CACHE_CONTROL : 'no-store';
}

/** From the render cache, keyed by the release set, unless a remote is previewed (never cached). */
export async function answerPage(request: FastifyRequest, reply: FastifyReply) {
  const { config, pageHeaders, renderPage, pageCache } = request.server.site;
  pageHeaders(request.raw, reply.raw);
  const url = new URL(request.url, config.site.origin);
  try {
    const releases = await chooseReleases(request.headers.cookie, config.releases.previewSecret, config.remotes);
    const render = () => renderPage(url, undefined, releases);
    const previewing = releases.previewed.length > 0;
    const setKey = releaseSetKey(releases);
    const cached = previewing
      ? { page: new CachedPage(await render(), Date.now()), state: 'bypass' as const }
      : await pageCache.get(`${url.pathname}${url.search}${setKey ? `#${setKey}` : ''}`, render);
    const { status, cacheable, releases: rendered, remotes } = cached.page.page;
    releaseCounter.page(rendered, status);
    const personal = previewing || setKey !== '' || remotes.some((remote) => activeCanaryOf(remote));
    if (releases.bucket?.isNew) reply.header('set-cookie', bucketCookie(releases.bucket.value, config.site.origin.startsWith('https:')));
    return sendCached(request, reply, cached, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControlOf(status, cacheable, personal),
      ...(status === 503 ? { 'retry-after': '30' } : {}),
    });
  } catch (error) {
    logError(`Server render of ${url.pathname} failed`, error);
    return reply
      .code(500)
      .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .send(serverErrorHtml(error));
  }
}

export async function pageRoutes(app: FastifyInstance) {
  for (const { path } of serverPathsOf('page')) app.get(path, answerPage);
}

/** When rendering itself fails: the router failure screen (docs/behaviour.md, "Errors a visitor can meet"), without scripts. */
function serverErrorHtml(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Unexpected Application Error!</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><h2>Unexpected Application Error!</h2><h3 style="font-style:italic">${escapeHtml(message)}</h3><p><a href="/">Return to Home</a></p></body></html>`;
}
