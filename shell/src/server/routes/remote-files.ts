// Files of a remote on the site's own origin (the blog's images, named by site path in the
// database; the PDFs the resources pages offer): forwarded to the remote's deployment, which
// publishes them from its `public/` folder (docs/content.md, "Images named by data"). The file,
// 304 when the browser's copy is current, or the remote's 404; 502 when the remote does not answer
// within its time-out. A path that names no file inside the folder is the 404 page.
import type { FastifyInstance } from 'fastify';
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';
import { serverPathsOf } from '@pv/shared/contract/server-paths';
import type { RemoteLocation } from '../../federation/remote-deployments';
import { logError } from '../log';
import { pickHeaders } from './forwarding';

/** What a browser may ask of the file, and what it is told about it: type and validators. */
const REQUEST_HEADERS = ['if-none-match', 'if-modified-since'];
const RESPONSE_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

/** A file inside the folder: not the folder itself, nothing that climbs out of it or cannot be decoded. */
function isFileInFolder(rest: string): boolean {
  if (rest === '') return false;
  try {
    const decoded = decodeURIComponent(rest);
    return !decoded.split('/').includes('..') && !decoded.includes('\\');
  } catch {
    return false;
  }
}

export async function remoteFileRoutes(
  app: FastifyInstance,
  { remotes, timeoutMs = REMOTE_TIMEOUT_MS.server }: { remotes: readonly RemoteLocation[]; timeoutMs?: number },
) {
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
        timeout: timeoutMs,
        rewriteRequestHeaders: (incoming) => ({
          host,
          ...pickHeaders(incoming.headers, REQUEST_HEADERS),
        }),
        rewriteHeaders: (headers) => ({ 'cache-control': 'no-store', ...pickHeaders(headers, RESPONSE_HEADERS) }),
        onError: (reply, { error }) => {
          logError(`${remote.serverBaseUrl}${pathname} could not be fetched`, error);
          return reply
            .code(502)
            .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
            .send('Temporarily unavailable');
        },
      });
    });
  }
}
