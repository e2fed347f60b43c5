// Serves a single-page app's build for the Lighthouse benchmark's --peer: every file brotli-compressed
// once at quality 11 (as this site's own files are), index.html for any path that is not a file.
// Usage: npm run bench:peer -w @pv/shell -- <the build's folder> [port, default 8900]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const [folder, port = '8900'] = process.argv.slice(2);
if (!folder) throw new Error('Usage: serve-single-page-app.ts <the build folder> [port]');
const root = path.resolve(folder);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg']);

interface Served {
  body: Buffer;
  brotli: Buffer | null;
  type: string;
}
const served = new Map<string, Served>();

function serve(file: string): Served {
  let entry = served.get(file);
  if (!entry) {
    const body = fs.readFileSync(file);
    const extension = path.extname(file);
    const brotli = compressible.has(extension)
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
      : null;
    entry = { body, brotli, type: types[extension] ?? 'application/octet-stream' };
    served.set(file, entry);
  }
  return entry;
}

http
  .createServer((request, response) => {
    let file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://peer').pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    const { body, brotli, type } = serve(file);
    const useBrotli = brotli !== null && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': type,
      'cache-control': file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000',
      ...(useBrotli ? { 'content-encoding': 'br' } : {}),
    });
    response.end(useBrotli ? brotli : body);
  })
  .listen(Number(port), () => console.log(`${root} at http://localhost:${port}`));
