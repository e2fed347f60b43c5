// One plugin per kind of path of the path table (docs/decisions/0015-fastify-server.md).
import cluster from 'node:cluster';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import rateLimit from '@fastify/rate-limit';
import type { DocumentPath } from '@pv/shared/contract/routes';
import { findServerPath, serverPaths, type HttpMethod } from '@pv/shared/contract/server-paths';
import type { PostedForm } from '@pv/shared/forms/posted-form';
import type { ReleaseStatus } from '@pv/shared/contract/release-status';
import type { AssessmentResultsModule } from '@pv/shared/contract/assessment-results';
import type { RuntimeConfig } from './runtime-config';
import { refuse } from './forms/form-route';
import { securityHeaders, type SetHeaders } from './security-headers';
import { BROTLI_OPTIONS, ENCODINGS, GZIP_OPTIONS, type PageCache, type RenderedPage } from './page-cache';
import { log, logError, RequestLog } from './log';
import { rateLimitStore } from './forms/rate-limit';
import { apiRoutes, type ListData } from './routes/api';
import { documentRoutes } from './routes/documents';
import { fileRoutes, remoteFileRoutes } from './routes/files';
import { healthRoutes, type Readiness } from './routes/health';
import { formRoutes } from './routes/forms';
import { answerPage, pageRoutes, redirectRoutes, trailingSlashRedirect } from './routes/pages';
import { opsRoutes, previewRoutes, reportRoutes } from './routes/releases';
import type { RequestReleases } from './releases/release-choice';

export interface ServerOptions {
  config: RuntimeConfig;
  /** `posted`: the form on the page shows that outcome; `releases`: a preview's or a canary's. */
  renderPage: (url: URL, posted?: PostedForm, releases?: RequestReleases) => Promise<RenderedPage>;
  pageCache: PageCache;
  listData: ListData;
  documents: Readonly<Record<DocumentPath, () => Promise<string>>>;
  readiness: () => Promise<Readiness>;
  files: { assetsDir: string; publicDir: string };
  releaseStatus: () => Promise<ReleaseStatus>;
  /** The assessment remote's `./results` module (throws when it cannot be loaded). */
  loadResults: () => Promise<AssessmentResultsModule>;
}

const READ: readonly HttpMethod[] = ['GET', 'HEAD'];

/** The paths of the table no GET may ask for (the newsletter form). */
const unreadable = new Map(serverPaths.filter((entry) => !entry.methods.includes('GET')).map((entry) => [entry.path, entry.methods]));

const methodNotAllowed = (reply: FastifyReply, allowed: readonly HttpMethod[]) =>
  refuse(reply.header('allow', allowed.join(', ')), 405, 'Method not allowed');

// A GET or HEAD no route took is a page (the 404 page, or a spelling the router still matches, such as
// `/Privacy`); another method is 405, or 404 where the answer is switched off (the newsletter form).
function notFound(request: FastifyRequest, reply: FastifyReply) {
  const method = request.method as HttpMethod;
  const pathname = request.url.split('?')[0] ?? '/';
  if (READ.includes(method)) {
    const unread = unreadable.get(pathname);
    return unread ? methodNotAllowed(reply, unread) : (trailingSlashRedirect(request, reply) ?? answerPage(request, reply));
  }
  const allowed = findServerPath(pathname)?.methods ?? READ;
  if (!allowed.includes(method)) return methodNotAllowed(reply, allowed);
  return refuse(reply, 404, 'Not found');
}

export async function createServer(options: ServerOptions) {
  const { config } = options;
  const headers = securityHeaders(config.site, config.remotes);
  const app = Fastify({
    loggerInstance: log(),
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
  app.decorate('site', { ...options, pageHeaders: headers.page });
  app.addHook('onRequest', (request, reply, done) => {
    headers.everyAnswer(request.raw, reply.raw);
    reply.raw.setHeader('vary', 'Accept-Encoding');
    done();
  });

  // Only the forms and the failure reports read a body, with parsers of their own.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

  await app.register(compress, { encodings: [...ENCODINGS], brotliOptions: BROTLI_OPTIONS, zlibOptions: GZIP_OPTIONS });
  await app.register(replyFrom, { disableRequestLogging: true, retryMethods: [] });
  // Each route counts when it decides to, in this process or, for a worker, in the primary (forms/rate-limit.ts).
  await app.register(rateLimit, { global: false, store: rateLimitStore(cluster.isWorker) });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) logError(`${request.method} ${request.url.split('?')[0]} failed`, error);
    return refuse(reply, status, status >= 500 ? 'Internal server error' : error.message);
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
  await app.register(documentRoutes);
  await app.register(apiRoutes);
  await app.register(healthRoutes);
  await app.register(formRoutes);
  await app.register(fileRoutes);
  await app.register(remoteFileRoutes);
  await app.register(previewRoutes);
  await app.register(reportRoutes);
  await app.register(opsRoutes);
  await app.ready();
  if (unlisted.length > 0)
    throw new Error(`Routes missing from the path table (shared/src/contract/server-paths.ts): ${unlisted.join(', ')}`);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes need; `pageHeaders` sets a page's own headers (its CSP). */
    site: ServerOptions & { pageHeaders: SetHeaders };
  }
}
