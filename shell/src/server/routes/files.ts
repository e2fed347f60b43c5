// The shell's files, from its browser build (pre-compressed by shell/rspack.config.ts), and a remote's
// files on the site's origin, forwarded to its deployment (docs/content.md, "Images named by data").
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '@pv/shared/contract/file-caching';
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';
import { ASSETS_PREFIX, serverPathsOf } from '@pv/shared/contract/server-paths';
import { refuse } from '../forms/form-route';
import { logError } from '../log';

export async function fileRoutes(app: FastifyInstance) {
  const { assetsDir, publicDir } = app.site.files;
  const common = {
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  } as const;
  await app.register(fastifyStatic, { ...common, root: assetsDir, prefix: ASSETS_PREFIX });
  // One route per file: the path table lists them.
  await app.register(fastifyStatic, { ...common, root: publicDir, prefix: '/', wildcard: false });
}

/** Only these pass: what a browser may ask of the file, and its type and validators. */
const REQUEST_HEADERS = ['if-none-match', 'if-modified-since'];
const RESPONSE_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

function pickHeaders(headers: IncomingHttpHeaders | Readonly<Record<string, unknown>>, names: readonly string[]) {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string' || typeof value === 'number') picked[name] = String(value);
  }
  return picked;
}

/** Not the folder itself, nothing that climbs out of it or cannot be decoded. */
function isFileInFolder(rest: string): boolean {
  if (rest === '') return false;
  try {
    const decoded = decodeURIComponent(rest);
    return !decoded.split('/').includes('..') && !decoded.includes('\\');
  } catch {
    return false;
  }
}

export async function remoteFileRoutes(app: FastifyInstance) {
  const { remotes } = app.site.config;
  for (const { path, answeredBy } of serverPathsOf('remote-file')) {
    const remote = remotes.find((location) => location.name === answeredBy);
    if (!remote) throw new Error(`No location for ${answeredBy}, which serves ${path}`);
    const prefix = path.slice(0, -1);
    const { host } = new URL(remote.serverBaseUrl);
    // @fastify/reply-from logs a failed forward with its stack at warn: the one line is ours.
    app.get(path, { logLevel: 'error' }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (!isFileInFolder(pathname.slice(prefix.length))) return reply.callNotFound();
      return reply.from(`${remote.serverBaseUrl}${pathname}`, {
        timeout: REMOTE_TIMEOUT_MS.server,
        rewriteRequestHeaders: (incoming) => ({ host, ...pickHeaders(incoming.headers, REQUEST_HEADERS) }),
        rewriteHeaders: (headers) => ({ 'cache-control': 'no-store', ...pickHeaders(headers, RESPONSE_HEADERS) }),
        onError: (_reply, { error }) => {
          logError(`${remote.serverBaseUrl}${pathname} could not be fetched`, error);
          return refuse(reply, 502, 'Temporarily unavailable');
        },
      });
    });
  }
}
