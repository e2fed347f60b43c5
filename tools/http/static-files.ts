// Serves a build folder: content-hashed files cached for a year, entry files (manifests, remote
// entries, HTML) revalidated on every use, compressed once per file version and kept in memory.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheControlFor } from '@pv/shared/contract/file-caching.ts';
import { COMPRESSIBLE, compress, negotiateEncoding, type Encoding } from './compression.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

interface CachedFile {
  version: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface StaticFilesOptions {
  /** Folder to serve. */
  root: string;
  /** URL path prefix mapped to the folder, e.g. `/assets/`; `/` for the whole URL space. */
  prefix?: string;
  /** Extra headers for every file (CORS on a remote's deployment, security headers on the shell). */
  headers?: Record<string, string>;
  /** Cache-Control of every file, instead of by its name (a release's files never change). */
  cacheControl?: string;
}

/** Returns a handler that answers GET/HEAD for files under `root`, or returns false. */
export function createStaticFiles({ root, prefix = '/', headers = {}, cacheControl }: StaticFilesOptions) {
  const absoluteRoot = path.resolve(root);
  const cache = new Map<string, CachedFile>();

  return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !pathname.startsWith(prefix)) return false;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return false;
    }
    const filePath = path.resolve(absoluteRoot, relative);
    if (!filePath.startsWith(absoluteRoot + path.sep)) return false;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(filePath);
    } catch {
      return false;
    }
    if (!stat.isFile()) return false;

    const version = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
    let entry = cache.get(filePath);
    if (entry?.version !== version) {
      entry = { version, body: fs.readFileSync(filePath), encoded: {} };
      cache.set(filePath, entry);
    }
    const type = CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
    const etag = `W/"${version}"`;
    const common = {
      ...headers,
      'content-type': type,
      'cache-control': cacheControl ?? cacheControlFor(filePath),
      etag,
      vary: 'Accept-Encoding',
    };

    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, common);
      res.end();
      return true;
    }
    const encoding = COMPRESSIBLE.test(type) && entry.body.length > 1024 ? negotiateEncoding(req.headers['accept-encoding']) : null;
    let body = entry.body;
    if (encoding) body = entry.encoded[encoding] ??= compress(entry.body, encoding, 'maximum');
    res.writeHead(200, { ...common, 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding } : {}) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
