// Serves one remote's deployment the way a CDN would. With a release folder (a release index naming
// a current release): every kept release under /releases/<version>/ (immutable: its files never
// change, so a page that loaded one release keeps getting that release's chunks), the index at
// /releases/index.json (revalidated on every use: it is how the shell learns which release is
// current), and the current release at the root as well (/browser, /server, public files, the
// standalone page). Without one: the build's `dist/` folder at the root (a development build).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { IMMUTABLE } from '@pv/shared/contract/file-caching.ts';
import { createStaticFiles } from '../http/static-files.ts';
import { INDEX_FILE, isReleaseVersion, type ReleaseIndex } from '../releases/release-index.ts';

// Public build output, fetched cross-origin by the shell in the browser and on its server.
const headers = {
  'access-control-allow-origin': '*',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
};

type ServeFiles = ReturnType<typeof createStaticFiles>;

/** The current release's folder, read from the index when the index changed. */
function currentReleaseOf(releases: string) {
  let seen = '';
  let current: string | null = null;
  return (): string | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(path.join(releases, INDEX_FILE));
    } catch {
      return null;
    }
    const version = `${stat.mtimeMs}-${stat.size}`;
    if (version !== seen) {
      seen = version;
      const index = JSON.parse(fs.readFileSync(path.join(releases, INDEX_FILE), 'utf8')) as ReleaseIndex;
      current = index.current && isReleaseVersion(index.current) ? index.current : null;
    }
    return current;
  };
}

export function startRemoteServer({ dist, releases, port, name }: { dist: string; releases?: string; port: number; name: string }) {
  const serveDist = createStaticFiles({ root: dist, headers });
  const serveReleases = releases ? createStaticFiles({ root: releases, prefix: '/releases/', headers, cacheControl: IMMUTABLE }) : null;
  const currentRelease = releases ? currentReleaseOf(releases) : () => null;
  const servers = new Map<string, ServeFiles>();
  const serveCurrent = (version: string) => {
    let serve = servers.get(version);
    if (!serve) servers.set(version, (serve = createStaticFiles({ root: path.join(releases ?? dist, version), headers })));
    return serve;
  };

  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('ok');
      return;
    }
    const current = currentRelease();
    if (releases && current) {
      if (pathname === `/releases/${INDEX_FILE}`) {
        const body = fs.readFileSync(path.join(releases, INDEX_FILE));
        res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      const version = pathname.split('/')[2] ?? '';
      if (pathname.startsWith('/releases/') && isReleaseVersion(version) && serveReleases?.(req, res, pathname)) return;
    }
    const serveFiles = current ? serveCurrent(current) : serveDist;
    if (!pathname.startsWith('/releases/') && serveFiles(req, res, pathname)) return;
    // The standalone page is a single-page app: any other path without a file extension gets it.
    if (!/\.[a-z0-9]+$/i.test(pathname) && serveFiles(req, res, '/standalone/index.html')) return;
    res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  });
  server.listen(port, () => console.log(`${name} served at http://localhost:${port} (standalone page at /)`));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
  return server;
}
