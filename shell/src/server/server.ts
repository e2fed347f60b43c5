// The shell's HTTP server: Fastify, one plugin per kind of path of the server's path table
// (shared/src/contract/server-paths.ts), each registering the table's paths of its kind. What
// every answer shares is here: the security headers (helmet), compression of what is not
// compressed already (pages come compressed from the render cache, the browser code
// pre-compressed from the build), the request log, the rate limits' store, and the answer to any
// path the table does not name: the 404 page for GET and HEAD, 405 for any other method
// (docs/decisions/0015-fastify-server.md).
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Logger } from 'pino';
import type { DocumentPath } from '@pv/shared/contract/routes';
import { findServerPath, serverPaths, type HttpMethod } from '@pv/shared/contract/server-paths';
import type { PostedForm } from '@pv/shared/forms/posted-form';
import type { ReleaseStatus } from '@pv/shared/contract/release-status';
import type { RuntimeConfig } from './runtime-config';
import type { Readiness } from './readiness';
import type { PageCache, RenderedPage } from './page-cache';
import { securityHeaders, type SetHeaders } from './security-headers';
import { BROTLI_OPTIONS, ENCODINGS, GZIP_OPTIONS } from './compression';
import { logError, RequestLog } from './log';
import { apiRoutes } from './routes/api';
import type { ListData } from './list-data';
import { documentRoutes } from './routes/documents';
import { fileRoutes } from './routes/files';
import { healthRoutes } from './routes/health';
import { formRoutes } from './routes/forms';
import type { ResultsOptions } from './assessment/results-routes';
import { answerPage, pageRoutes } from './routes/pages';
import { redirectRoutes, trailingSlashRedirect } from './routes/redirects';
import { remoteFileRoutes } from './routes/remote-files';
import { opsRoutes, previewRoutes, reportRoutes } from './routes/releases';
import type { RequestReleases } from './releases/release-choice';

export interface ServerOptions extends ResultsOptions {
  config: RuntimeConfig;
  logger: Logger;
  /**
   * Renders the page at `url`; with `posted`, the form on it shows that form's outcome; with
   * `releases`, with those releases of the remotes (a preview, a canary).
   */
  renderPage: (url: URL, posted?: PostedForm, releases?: RequestReleases) => Promise<RenderedPage>;
  pageCache: PageCache;
  /** The blog list's JSON answers (routes/api.ts). */
  listData: ListData;
  /** How each document of the route table is built. */
  documents: Readonly<Record<DocumentPath, () => Promise<string>>>;
  readiness: () => Promise<Readiness>;
  /** The shell's browser build (pre-compressed) and its public files. */
  files: { assetsDir: string; publicDir: string };
  /** Where the rate limits count (forms/rate-limit.ts): in this process, or in the primary for a worker. */
  rateLimitStore: FastifyRateLimitStoreCtor;
  /** The replica's releases (routes/releases.ts). */
  releaseStatus: () => Promise<ReleaseStatus>;
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
  const headers = securityHeaders(config.site, config.remotes);
  const app = Fastify({
    loggerInstance: options.logger,
    logController: new RequestLog({ disableRequestLogging: !config.requestLog }),
    forceCloseConnections: true,
    // A path that cannot be decoded is a path of no page: the 404 page, as for any other.
    frameworkErrors: (error, request, reply) => {
      headers.everyAnswer(request.raw, reply.raw);
      if (error.code === 'FST_ERR_BAD_URL') return answerPage(request, reply);
      return (reply as FastifyReply)
        .code(error.statusCode ?? 400)
        .type('text/plain; charset=utf-8')
        .send(error.message);
    },
  });
  app.decorate('site', { config, pageHeaders: headers.page, renderPage: options.renderPage, pageCache: options.pageCache });
  app.addHook('onRequest', (request, reply, done) => {
    headers.everyAnswer(request.raw, reply.raw);
    reply.raw.setHeader('vary', 'Accept-Encoding');
    done();
  });

  // Only the forms and the failure reports read a body (parsers of their own): any other is read and dropped.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

  await app.register(compress, { encodings: [...ENCODINGS], brotliOptions: BROTLI_OPTIONS, zlibOptions: GZIP_OPTIONS });
  await app.register(replyFrom, { disableRequestLogging: true, retryMethods: [] });
  // Each route counts what it decides (forms/rate-limit.ts).
  await app.register(rateLimit, { global: false, store: options.rateLimitStore });

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
  await app.register(apiRoutes, { listData: options.listData });
  await app.register(healthRoutes, { readiness: options.readiness });
  await app.register(formRoutes, { loadResults: options.loadResults });
  await app.register(fileRoutes, options.files);
  await app.register(remoteFileRoutes, { remotes: config.remotes });
  await app.register(previewRoutes);
  await app.register(reportRoutes);
  await app.register(opsRoutes, { status: options.releaseStatus });
  await app.ready();
  if (unlisted.length > 0)
    throw new Error(`Routes missing from the path table (shared/src/contract/server-paths.ts): ${unlisted.join(', ')}`);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the page answers need: the configuration, the page's own headers (its CSP), the renderer and the render cache. */
    site: {
      config: RuntimeConfig;
      pageHeaders: SetHeaders;
      renderPage: ServerOptions['renderPage'];
      pageCache: PageCache;
    };
  }
}
