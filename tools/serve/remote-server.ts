// Serves one remote's deployment (its `dist/` folder) the way a CDN would: the browser build under
// /browser, the Node build under /server, and the standalone page for any other path.
import http from 'node:http';
import { createStaticFiles } from '../http/static-files.ts';

// Public build output, fetched cross-origin by the shell in the browser and on its server.
const headers = {
  'access-control-allow-origin': '*',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
};

export function startRemoteServer({ dist, port, name }: { dist: string; port: number; name: string }) {
  const serveFiles = createStaticFiles({ root: dist, headers });
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('ok');
      return;
    }
    if (serveFiles(req, res, pathname)) return;
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
