import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { createStaticFiles } from '@pv/tools/http/static-files.ts';
import { compress, negotiateEncoding } from '@pv/tools/http/compression.ts';
import { findDocument, type DocumentPath } from '@pv/shared/contract/routes';
import type { RemoteName } from '@pv/shared/contract/remotes';
import { watchRemoteDeployments, type Redeploy } from '../federation/redeploy-watch';
import { deploymentOf, rootDeployment, serveCurrentDeployments, serveDeployment } from '../federation/remote-deployments';
import { warmUpRemotes } from '../federation/server-loading';
import { redirectTarget } from '../routing/redirects';
import { remoteFilesFor } from '../routing/remote-files';
import { runtimeConfigOrExit } from './runtime-config';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers';
import { renderPage } from './render-page';
import { createPageCache, PAGE_CACHE_LIMITS } from './page-cache';
import { robotsTxt } from './robots';
import { serverErrorHtml } from './server-error';
import { rssXml, sitemapXml } from './feeds';
import { fetchRemoteFile } from './remote-files';
import { createApiProxy } from './api-proxy';
import { listenForRedeploys } from './workers';
import { logRemoteFailure, logRequest } from './log';
import { checkReadiness } from './readiness';
import { NEWSLETTER_PATH } from '../app/newsletter/newsletter-outcome';
import { createSignupEndpoint } from './newsletter/sign-up-endpoint';
import { createSignupStore } from './newsletter/store-sign-up';
import { clientKey, newsletterLimiter, primaryRateLimiter } from './newsletter/rate-limit';

/** HTML is shared-cacheable as long as the blog data it carries is fresh (docs/behaviour.md, "Blog"). */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=1800';

const config = runtimeConfigOrExit(process.env);
const distDir = path.resolve(__dirname, '..');
// The browser entry's files: they start the page's islands.
const entryFiles = JSON.parse(fs.readFileSync(path.join(distDir, 'browser/entry-assets.json'), 'utf8')) as string[];
const scripts = entryFiles.map((file) => `/assets/${file}`);
const security = baseSecurityHeaders(config.site);
const csp = contentSecurityPolicy(config.site, config.remotes);
const pageCache = createPageCache({ freshMs: config.pageCacheMs, ...PAGE_CACHE_LIMITS });

/** A remote's current deployment: load it when it is new (a failure is forgotten too) and render its pages again. */
const applyRedeploy = ({ name, deployment }: Redeploy) => {
  const remote = config.remotes.find((location) => location.name === name);
  if (remote && serveDeployment(remote, deployment)) pageCache.clearRemote(name);
};

/** The documents of the route table (docs/site-map.md): how each is built and how long it may be kept. */
const documentAnswers: Record<DocumentPath, { cacheControl: string; build: () => Promise<string> }> = {
  '/sitemap.xml': { cacheControl: HTML_CACHE_CONTROL, build: () => sitemapXml(config.serverSite) },
  '/rss.xml': { cacheControl: HTML_CACHE_CONTROL, build: () => rssXml(config.serverSite) },
  '/robots.txt': { cacheControl: 'public, max-age=3600', build: async () => robotsTxt(config.site) },
};

// Sign-ups come to this server unless a mailing-list provider takes them; workers share the
// primary's count (newsletter/rate-limit.ts).
const serveSignup = config.site.newsletterFormUrl
  ? null
  : createSignupEndpoint({
      store: createSignupStore({
        backendUrl: config.serverSite.supabase.url,
        anonKey: config.site.supabase.anonKey,
        newsletterKey: config.newsletter.key,
      }),
      limiter: cluster.isWorker ? primaryRateLimiter() : newsletterLimiter(config.newsletter.signupsPerMinute),
      siteOrigin: config.site.origin,
      renderWithOutcome: async (url, outcome) => {
        const page = await renderPage(url, config, scripts, outcome);
        return {
          status: page.status,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': csp },
          body: page.html,
        };
      },
    });

const serveApi = createApiProxy({ backendUrl: config.serverSite.supabase.url, anonKey: config.site.supabase.anonKey }, security);
const serveAssets = createStaticFiles({ root: path.join(distDir, 'browser'), prefix: '/assets/', headers: security });
const servePublic = createStaticFiles({ root: path.join(distDir, 'public'), headers: security });

function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
  encoded = false,
) {
  const encoding = encoded ? null : negotiateEncoding(req.headers['accept-encoding']);
  const payload = encoding ? compress(body, encoding) : Buffer.isBuffer(body) ? body : Buffer.from(body);
  res.writeHead(status, {
    ...security,
    ...headers,
    vary: 'Accept-Encoding',
    'content-length': String(payload.length),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', config.site.origin);
  if (serveSignup && url.pathname === NEWSLETTER_PATH) {
    const reply = await serveSignup(req, clientKey(req.socket.remoteAddress));
    send(req, res, reply.status, reply.headers, reply.body);
    return;
  }
  if (await serveApi(req, res, url)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(req, res, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }, 'Method not allowed');
    return;
  }
  if (serveAssets(req, res, url.pathname) || servePublic(req, res, url.pathname)) return;
  const files = remoteFilesFor(url.pathname);
  const filesRemote = files && config.remotes.find((remote) => remote.name === files.remote);
  if (filesRemote) {
    const file = await fetchRemoteFile(`${filesRemote.serverBaseUrl}${url.pathname}`, req.headers);
    send(req, res, file.status, file.headers, file.body, true);
    return;
  }
  if (url.pathname === '/healthz') {
    send(req, res, 200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }, 'ok');
    return;
  }
  if (url.pathname === '/readyz') {
    const readiness = await checkReadiness({
      remotes: config.remotes.map((remote) => ({ name: remote.name, ...(deploymentOf(remote.name) ?? rootDeployment(remote)) })),
      supabase: { url: config.serverSite.supabase.url, anonKey: config.site.supabase.anonKey },
    });
    const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
    send(req, res, readiness.ready ? 200 : 503, headers, JSON.stringify(readiness));
    return;
  }
  const document = findDocument(url.pathname);
  if (document) {
    const answer = documentAnswers[document.path];
    const started = performance.now();
    try {
      send(req, res, 200, { 'content-type': document.contentType, 'cache-control': answer.cacheControl }, await answer.build());
    } catch (error) {
      console.error(`${url.pathname} could not be built:`, error);
      if (document.builtBy !== 'shell') {
        const [remote] = document.builtBy.split('/') as [RemoteName];
        const message = error instanceof Error ? error.message : String(error);
        logRemoteFailure({
          remote,
          release: deploymentOf(remote)?.release ?? null,
          route: url.pathname,
          kind: 'document',
          ms: performance.now() - started,
          error: message,
        });
      }
      send(
        req,
        res,
        503,
        { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' },
        'Temporarily unavailable',
      );
    }
    return;
  }
  const redirect = redirectTarget(url.pathname);
  if (redirect) {
    const location = `${redirect}${url.search}`;
    send(
      req,
      res,
      301,
      { location, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
      `Moved to ${location}`,
    );
    return;
  }
  try {
    const { page, state } = await pageCache.get(`${url.pathname}${url.search}`, () => renderPage(url, config, scripts));
    const { status } = page.page;
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      // A 404 is kept by this server's render cache, never by shared caches (docs/decisions/0004-security-headers-and-caching.md).
      'cache-control': status === 200 && page.page.cacheable ? HTML_CACHE_CONTROL : 'no-store',
      'content-security-policy': csp,
      'x-render-cache': state,
      ...(status === 503 ? { 'retry-after': '30' } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    };
    send(req, res, status, headers, page.body(encoding), true);
  } catch (error) {
    console.error(`Server render of ${url.pathname} failed:`, error);
    send(
      req,
      res,
      500,
      { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': csp },
      serverErrorHtml(error),
    );
  }
}

const server = http.createServer((req, res) => {
  if (config.requestLog) {
    const started = performance.now();
    res.once('finish', () => {
      const cache = res.getHeader('x-render-cache');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const line = { method: req.method ?? 'GET', path, status: res.statusCode, ms: performance.now() - started };
      logRequest(typeof cache === 'string' ? { ...line, cache } : line);
    });
  }
  handle(req, res).catch((error: unknown) => {
    console.error('Request failed:', error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

// Each remote's current deployment is known before the first request, so every worker process
// starts on the release its siblings serve.
let stopWatching = () => {};
void serveCurrentDeployments(config.remotes).then(() => {
  warmUpRemotes(config.remotes.map(({ name }) => name));
  // A worker hears of new deployments from the primary (workers.ts); a server on its own watches.
  stopWatching = cluster.isWorker
    ? listenForRedeploys(applyRedeploy)
    : watchRemoteDeployments(config.remotes, config.revalidateMs, applyRedeploy);
  server.listen(config.port, () => {
    console.log(`Shell server listening on http://localhost:${config.port} (site origin ${config.site.origin})`);
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopWatching();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
