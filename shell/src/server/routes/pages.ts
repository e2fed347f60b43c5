import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@pv/shared/meta/escape-html';
import { redirects } from '@pv/shared/contract/routes';
import { serverPathsOf } from '@pv/shared/contract/server-paths';
import { logError, messageOf } from '../log';
import { refuse } from '../forms/form-route';
import { CachedPage, sendCached } from '../page-cache';
import { activeCanaryOf } from '../../federation/remote-deployments';
import { bucketCookie, chooseReleases, releaseSetKey } from '../releases/release-choice';
import { releaseCounter } from '../releases/release-counts';

/** HTML is shared-cacheable as long as the blog data it carries is fresh (docs/behaviour.md, "Blog"). */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=1800';

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
    // A page with a preview or a canary's candidate in it, or whose remote has a canary, is the visitor's own. A 404 is
    // kept by this server's render cache, never by shared caches (docs/decisions/0004-security-headers-and-caching.md).
    const personal = previewing || setKey !== '' || remotes.some((remote) => activeCanaryOf(remote));
    const shared = status === 200 && cacheable ? HTML_CACHE_CONTROL : 'no-store';
    if (releases.bucket?.isNew) reply.header('set-cookie', bucketCookie(releases.bucket.value, config.site.origin.startsWith('https:')));
    return sendCached(request, reply, cached, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': personal ? 'private, no-store' : shared,
      ...(status === 503 ? { 'retry-after': '30' } : {}),
    });
  } catch (error) {
    logError(`Server render of ${url.pathname} failed`, error);
    return refuse(reply, 500, serverErrorHtml(error), 'text/html; charset=utf-8');
  }
}

export async function pageRoutes(app: FastifyInstance) {
  for (const { path } of serverPathsOf('page')) app.get(path, answerPage);
}

/** When rendering itself fails: the router failure screen (docs/behaviour.md, "Errors a visitor can meet"), without scripts. */
function serverErrorHtml(error: unknown): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Unexpected Application Error!</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><h2>Unexpected Application Error!</h2><h3 style="font-style:italic">${escapeHtml(messageOf(error))}</h3><p><a href="/">Return to Home</a></p></body></html>`;
}

/** With its `?`; `''` for none. */
export const searchOf = (url: string) => {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start);
};

function redirect(request: FastifyRequest, reply: FastifyReply, to: string) {
  const location = `${to}${searchOf(request.url)}`;
  return reply
    .code(301)
    .headers({ location, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' })
    .send(`Moved to ${location}`);
}

/** `/privacy/` goes to `/privacy`; null for a path without a trailing slash. */
export function trailingSlashRedirect(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  return redirect(request, reply, pathname.replace(/\/+$/, '') || '/');
}

export async function redirectRoutes(app: FastifyInstance) {
  for (const [path, to] of Object.entries(redirects)) app.get(path, (request, reply) => redirect(request, reply, to));
}
