// Serves a single-page app's build for the Lighthouse benchmark's --peer, as this site's own
// files are served (tools/http/static-files.ts: compressed once and kept in memory), with
// index.html for any path that is not a file.
// Usage: npm run bench:peer -w @pv/shell -- <the build's folder> [port, default 8900]
import http from 'node:http';
import path from 'node:path';
import { createStaticFiles } from '@pv/tools/http/static-files.ts';

const [folder, port = '8900'] = process.argv.slice(2);
if (!folder) throw new Error('Usage: serve-single-page-app.ts <the build folder> [port]');
const root = path.resolve(folder);
const serveFiles = createStaticFiles({ root });

http
  .createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://peer');
    if (serveFiles(request, response, pathname) || serveFiles(request, response, '/index.html')) return;
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  })
  .listen(Number(port), () => console.log(`${root} at http://localhost:${port}`));
