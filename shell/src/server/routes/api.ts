// The backend's REST API on the site's own origin: `/api/rest/v1/<resource>` is forwarded to the
// backend as this server reaches it (SUPABASE_SERVER_URL, else SUPABASE_URL), so the browser's
// blog requests are same-origin and a new filter URL costs no CORS preflight
// (docs/decisions/0008-server-throughput.md). Only what the site's browser code asks for passes:
// reads of the blog's views and function (sign-ups go to the newsletter form,
// docs/decisions/0010-newsletter-and-hardening.md), always with the configured anon key, whatever
// the request carried, so the path can do nothing a visitor cannot already do with the public
// key. Answers stream through (compressed by the server when the backend did not), bounded by a
// time-out; an error is never kept by any cache, and anything else under /api is refused in JSON.
import { pipeline } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATH, apiResources, REST_PATH, serverPathsOf } from '@pv/shared/contract/server-paths';
import { logError } from '../log';
import { acceptedEncoding, compressStream, isCompressible } from '../compression';
import { pickHeaders } from './forwarding';

/** Longer than the server's own blog reads, shorter than the browser's, which then sees a clean 504. */
export const API_TIMEOUT_MS = 8_000;

/** What the browser may tell the backend: how to shape the answer, never who it is. */
const REQUEST_HEADERS = ['accept', 'accept-profile', 'prefer', 'range', 'range-unit', 'x-client-info'];
const RESPONSE_HEADERS = ['content-type', 'content-length', 'content-range', 'content-encoding', 'preference-applied', 'cache-control'];

export interface ApiOptions {
  /** The backend as this server reaches it, e.g. http://gateway:54321. */
  backendUrl: string;
  anonKey: string;
  timeoutMs?: number;
}

const refuse = (reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}) =>
  reply
    .code(status)
    .headers({ ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .send(JSON.stringify({ message }));

const READ_METHODS = ['GET', 'HEAD'];

/** Anything else under /api: 405 for a resource above asked with another method, else 404. */
function refuseOther(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '';
  const resource = pathname.startsWith(`${REST_PATH}/`) ? pathname.slice(REST_PATH.length + 1) : null;
  if (resource !== null && (apiResources as readonly string[]).includes(resource)) {
    return refuse(reply, 405, `${request.method} is not allowed here`, { allow: READ_METHODS.join(', ') });
  }
  return refuse(reply, 404, 'No such API resource');
}

export async function apiRoutes(app: FastifyInstance, { backendUrl, anonKey, timeoutMs = API_TIMEOUT_MS }: ApiOptions) {
  const base = backendUrl.replace(/\/+$/, '');
  const { host } = new URL(base);
  for (const { path, methods } of serverPathsOf('api')) {
    if (path === API_PATH || path === `${API_PATH}/*`) {
      app.route({ method: [...methods], url: path, handler: refuseOther });
      continue;
    }
    app.route({
      method: [...methods],
      url: path,
      // @fastify/reply-from logs a failed forward with its stack at warn: the one line is ours.
      logLevel: 'error',
      handler: (request, reply) =>
        reply.from(`${base}/rest/v1/${path.slice(REST_PATH.length + 1)}`, {
          timeout: timeoutMs,
          rewriteRequestHeaders: (incoming) => ({
            host,
            apikey: anonKey,
            authorization: `Bearer ${anonKey}`,
            'accept-encoding': 'identity',
            ...pickHeaders(incoming.headers, REQUEST_HEADERS),
          }),
          rewriteHeaders: (headers) => pickHeaders(headers, RESPONSE_HEADERS),
          onResponse: (_request, reply, upstream) => {
            if (upstream.statusCode >= 400) reply.header('cache-control', 'no-store');
            // Compressed here: the server's compression leaves alone any answer with a Content-Range,
            // which PostgREST sends with every list (a range of rows, not of bytes).
            const type = reply.getHeader('content-type');
            const encoding =
              reply.hasHeader('content-encoding') || typeof type !== 'string' || !isCompressible(type)
                ? null
                : acceptedEncoding(request.headers['accept-encoding']);
            if (!encoding) return reply.send(upstream.stream);
            reply.removeHeader('content-length');
            reply.header('content-encoding', encoding);
            return reply.send(pipeline(upstream.stream, compressStream(encoding), () => {}));
          },
          onError: (_reply, { error }) => {
            const timedOut = (error as { statusCode?: number }).statusCode === 504;
            logError(`API ${request.method} ${path}: the backend ${timedOut ? 'did not answer in time' : 'could not be reached'}`, error);
            return refuse(reply, timedOut ? 504 : 502, 'The backend is not reachable');
          },
        }),
    });
  }
}
