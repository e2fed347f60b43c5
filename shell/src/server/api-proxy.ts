// The backend's REST API on the site's own origin: `/api/rest/v1/<resource>` is forwarded to the
// backend as this server reaches it (SUPABASE_SERVER_URL, else SUPABASE_URL), so the browser's
// blog requests are same-origin and a new filter URL costs no CORS preflight
// (docs/decisions/0008-server-throughput.md). Only what the site's browser code asks for passes:
// reads of the blog's views and function (sign-ups go to the server's own form endpoint,
// docs/decisions/0010-newsletter-and-hardening.md); always with the configured anon key, whatever the request carried, so the path can do nothing a visitor cannot
// already do with the public key. Answers stream through (compressed here when the backend did
// not), bounded by a time-out; an error is never kept by any cache.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { COMPRESSIBLE, negotiateEncoding } from '@pv/tools/http/compression.ts';

/** Where the browser finds the API when the operator gives it no public backend URL of its own. */
export const API_PATH = '/api';
const REST_PREFIX = `${API_PATH}/rest/v1/`;

/** Longer than the server's own blog reads, shorter than the browser's, which then sees a clean 504. */
export const API_TIMEOUT_MS = 8_000;
/** Resource -> the methods the site's browser code uses on it. */
export const API_RESOURCES: Readonly<Record<string, readonly string[]>> = {
  blog_post_cards: ['GET', 'HEAD'],
  blog_posts: ['GET', 'HEAD'],
  blog_tag_counts: ['GET', 'HEAD'],
  blog_author_counts: ['GET', 'HEAD'],
  'rpc/related_blog_posts': ['GET', 'HEAD'],
  'rpc/search_blog_post_cards': ['GET', 'HEAD'],
};

/** What the browser may tell the backend: how to shape the answer, never who it is. */
const REQUEST_HEADERS = ['accept', 'accept-profile', 'prefer', 'range', 'range-unit', 'x-client-info'];
const RESPONSE_HEADERS = ['content-type', 'content-range', 'content-encoding', 'preference-applied', 'cache-control'];

export interface ApiProxyOptions {
  /** The backend as this server reaches it, e.g. http://gateway:54321. */
  backendUrl: string;
  anonKey: string;
  fetchUpstream?: typeof fetch;
  timeoutMs?: number;
}

export type ApiProxy = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

class ApiError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

function sendError(res: ServerResponse, error: ApiError, security: Record<string, string>) {
  if (res.headersSent) {
    res.destroy(error);
    return;
  }
  const body = JSON.stringify({ message: error.message });
  res.writeHead(error.status, {
    ...security,
    ...error.headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/** The resource a request path names, or null when the path is not one of the API's. */
export function apiResourceOf(pathname: string): string | null {
  if (!pathname.startsWith(REST_PREFIX)) return null;
  return pathname.slice(REST_PREFIX.length);
}

/**
 * A handler for the API path: answers (and returns true) for any request under `/api/`, false for
 * every other path. `security`: the headers every answer of the server carries.
 */
export function createApiProxy(
  { backendUrl, anonKey, fetchUpstream = fetch, timeoutMs = API_TIMEOUT_MS }: ApiProxyOptions,
  security: Record<string, string> = {},
): ApiProxy {
  const base = backendUrl.replace(/\/+$/, '');
  return async (req, res, url) => {
    if (url.pathname !== API_PATH && !url.pathname.startsWith(`${API_PATH}/`)) return false;
    const method = req.method ?? 'GET';
    try {
      const resource = apiResourceOf(url.pathname);
      const methods = resource === null ? undefined : API_RESOURCES[resource];
      if (!methods) throw new ApiError(404, 'No such API resource');
      if (!methods.includes(method)) throw new ApiError(405, `${method} is not allowed here`, { allow: methods.join(', ') });

      const headers: Record<string, string> = { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'accept-encoding': 'identity' };
      for (const name of REQUEST_HEADERS) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      let upstream: Response;
      try {
        upstream = await fetchUpstream(`${base}/rest/v1/${resource}${url.search}`, {
          method,
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        console.error(`API ${method} ${resource}: the backend ${timedOut ? 'did not answer in time' : 'could not be reached'}`);
        throw new ApiError(timedOut ? 504 : 502, 'The backend is not reachable');
      }

      const answer: Record<string, string> = { ...security, vary: 'Accept-Encoding' };
      for (const name of RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value !== null) answer[name] = value;
      }
      if (!upstream.ok) answer['cache-control'] = 'no-store';
      const encoding =
        !answer['content-encoding'] && COMPRESSIBLE.test(answer['content-type'] ?? '')
          ? negotiateEncoding(req.headers['accept-encoding'])
          : null;
      if (encoding) answer['content-encoding'] = encoding;
      else {
        const length = upstream.headers.get('content-length');
        if (length !== null) answer['content-length'] = length;
      }
      res.writeHead(upstream.status, answer);
      if (method === 'HEAD' || !upstream.body) {
        res.end();
        await upstream.body?.cancel();
        return true;
      }
      const stream = Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream);
      const compressor =
        encoding === 'br'
          ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? zlib.createGzip({ level: 6 })
            : null;
      await (compressor ? pipeline(stream, compressor, res) : pipeline(stream, res)).catch((error: unknown) => {
        // The visitor left, or the backend broke off (or the time-out struck) half-way: nothing more to send.
        if (!res.destroyed) res.destroy(error as Error);
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      sendError(res, error, security);
    }
    return true;
  };
}
