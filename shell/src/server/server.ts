// The shell's HTTP server: Fastify, one plugin per kind of path of the server's path table
// (shared/src/contract/server-paths.ts), each registering the table's paths of its kind. What
// every answer shares is here: the security headers, compression of what is not compressed
// already (pages come compressed from the render cache, the browser code pre-compressed from the
// build), one log line per request, and the answer to any path the table does not name: the 404
// page for GET and HEAD, 405 for any other method (docs/decisions/0015-fastify-server.md).
import Fastify, { LogController, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import type { Logger } from 'pino';
import type { DocumentPath } from '@pv/shared/contract/routes';
import { findServerPath, serverPaths, type HttpMethod } from '@pv/shared/contract/server-paths';
import type { PostedForm } from '@pv/shared/forms/posted-form';
import type { RuntimeConfig } from './runtime-config';
import type { Readiness } from './readiness';
import type { PageCache, RenderedPage } from './page-cache';
import type { FormEndpoint, RenderWithOutcome } from './forms/form-request';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers';
import { BROTLI_OPTIONS, ENCODINGS, GZIP_OPTIONS } from './compression';
import { logError, logRequest } from './log';
import { apiRoutes } from './routes/api';
import { documentRoutes } from './routes/documents';
import { fileRoutes } from './routes/files';
import { healthRoutes } from './routes/health';
import { formRoutes } from './routes/forms';
import { answerPage, pageRoutes } from './routes/pages';
import { redirectRoutes, trailingSlashRedirect } from './routes/redirects';
import { remoteFileRoutes } from './routes/remote-files';
import { opsRoutes, previewRoutes, reportRoutes } from './routes/releases';
import type { RequestReleases } from './releases/release-choice';
import type { RateLimiter } from './forms/rate-limit';
import type { ReleaseStatus } from '@pv/shared/contract/release-status';

export interface ServerOptions {
  config: RuntimeConfig;
  logger: Logger;
  /**
   * Renders the page at `url`; with `posted`, the form on it shows that form's outcome; with
   * `releases`, with those releases of the remotes (a preview, a canary).
   */
  renderPage: (url: URL, posted?: PostedForm, releases?: RequestReleases, part?: string | null) => Promise<RenderedPage>;
  pageCache: PageCache;
  /** How each document of the route table is built. */
  documents: Readonly<Record<DocumentPath, () => Promise<string>>>;
  readiness: () => Promise<Readiness>;
  /** The site's forms by path, given how to answer one sent without JavaScript (the page it came from, showing its outcome). */
  forms: (renderWithOutcome: RenderWithOutcome) => ReadonlyMap<string, FormEndpoint>;
  /** The shell's browser build (pre-compressed) and its public files. */
  files: { assetsDir: string; publicDir: string };
  /** How long the API path waits for the backend (routes/api.ts); its default in production. */
  apiTimeoutMs?: number;
  /** The releases' paths: the failure reports' limiter, the replica's status (routes/releases.ts). */
  releases: { reportLimiter: RateLimiter; status: () => Promise<ReleaseStatus> };
}

const READ: readonly HttpMethod[] = ['GET', 'HEAD'];

/** The paths of the table no GET may ask for (the newsletter form), with the methods they take. */
const unreadable = new Map(serverPaths.filter((entry) => !entry.methods.includes('GET')).map((entry) => [entry.path, entry.methods]));

const methodNotAllowed = (reply: FastifyReply, allowed: readonly HttpMethod[]) =>
  reply
    .code(405)
    .headers({ allow: allowed.join(', '), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    .send('Method not allowed');

/**
 * A request no route took: a path the table names, asked with a method it does not take, is 405;
 * so is any other path asked with anything but GET or HEAD; the rest is a page (the 404 page, or
 * a spelling the page router still matches, such as `/Privacy`). A path of the table whose answer
 * is switched off (the newsletter form while a provider takes sign-ups) is not found.
 */
function notFound(request: FastifyRequest, reply: FastifyReply) {
  const method = request.method as HttpMethod;
  const pathname = request.url.split('?')[0] ?? '/';
  if (READ.includes(method)) {
    const unread = unreadable.get(pathname);
    return unread ? methodNotAllowed(reply, unread) : (trailingSlashRedirect(request, reply) ?? answerPage(request, reply));
  }
  const allowed = findServerPath(pathname)?.methods ?? READ;
  if (!allowed.includes(method)) return methodNotAllowed(reply, allowed);
  return reply.code(404).headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).send('Not found');
}

export async function createServer(options: ServerOptions) {
  const { config } = options;
  const app = Fastify({
    loggerInstance: options.logger,
    // One line per request is ours (log.ts), written once the answer is sent.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: true,
    // A path that cannot be decoded is a path of no page: the 404 page, as for any other.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') return answerPage(request, reply);
      return (reply as FastifyReply)
        .code(error.statusCode ?? 400)
        .type('text/plain; charset=utf-8')
        .send(error.message);
    },
  });
  const security = baseSecurityHeaders(config.site);
  const csp = contentSecurityPolicy(config.site, config.remotes);
  app.decorate('site', { config, csp, renderPage: options.renderPage, pageCache: options.pageCache });

  const securityHeaders = Object.entries(security);
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of securityHeaders) if (!reply.hasHeader(name)) reply.header(name, value);
    if (!reply.hasHeader('vary')) reply.header('vary', 'Accept-Encoding');
    done(null, payload);
  });
  if (config.requestLog) {
    app.addHook('onResponse', (request, reply, done) => {
      const cache = reply.getHeader('x-render-cache');
      const line = { method: request.method, path: request.url.split('?')[0] ?? '/', status: reply.statusCode, ms: reply.elapsedTime };
      logRequest(typeof cache === 'string' ? { ...line, cache } : line);
      done();
    });
  }

  // No path but the newsletter form reads a body (its own parser): any other is read and dropped.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

  await app.register(compress, { encodings: [...ENCODINGS], brotliOptions: BROTLI_OPTIONS, zlibOptions: GZIP_OPTIONS });
  await app.register(replyFrom, { disableRequestLogging: true, retryMethods: [] });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) logError(`${request.method} ${request.url.split('?')[0]} failed`, error);
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(status >= 500 ? 'Internal server error' : error.message);
  });
  app.setNotFoundHandler(notFound);
  // Every route is a path of the table: one registered anywhere else stops the server at start.
  const unlisted: string[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) {
      if (!serverPaths.some((entry) => entry.path === url && entry.methods.includes(one as HttpMethod))) unlisted.push(`${one} ${url}`);
    }
  });

  await app.register(pageRoutes);
  await app.register(redirectRoutes);
  await app.register(documentRoutes, { documents: options.documents });
  await app.register(apiRoutes, {
    backendUrl: config.serverSite.supabase.url,
    anonKey: config.site.supabase.anonKey,
    ...(options.apiTimeoutMs ? { timeoutMs: options.apiTimeoutMs } : {}),
  });
  await app.register(healthRoutes, { readiness: options.readiness });
  const renderWithOutcome: RenderWithOutcome = async (url, posted) => {
    const page = await options.renderPage(url, posted);
    return {
      status: page.status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': csp },
      body: page.html,
    };
  };
  await app.register(formRoutes, { endpoints: options.forms(renderWithOutcome) });
  await app.register(fileRoutes, options.files);
  await app.register(remoteFileRoutes, { remotes: config.remotes });
  await app.register(previewRoutes);
  await app.register(reportRoutes, { limiter: options.releases.reportLimiter });
  await app.register(opsRoutes, { status: options.releases.status });
  await app.ready();
  if (unlisted.length > 0)
    throw new Error(`Routes missing from the path table (shared/src/contract/server-paths.ts): ${unlisted.join(', ')}`);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the page answers need: the configuration, the page's CSP, the renderer and the render cache. */
    site: {
      config: RuntimeConfig;
      csp: string;
      renderPage: ServerOptions['renderPage'];
      pageCache: PageCache;
    };
  }
}
