import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '../app/app';
import { configureRemotes, loadRemotePages } from '../federation/remote-registry';

const base = process.env.MF_MARKETING_URL ?? 'http://localhost:3001';
configureRemotes([{ name: 'mf_marketing', entry: `${base}/server/remoteEntry.js` }]);
const browserRemotes = [{ name: 'mf_marketing', entry: `${base}/browser/mf-manifest.json` }];
const clientDir = path.join(__dirname, '../browser');
const handler = createStaticHandler(routes);

http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost:8080');
  const file = path.join(clientDir, url.pathname);
  if (url.pathname !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
    res.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'application/json');
    fs.createReadStream(file).pipe(res);
    return;
  }
  try { await loadRemotePages('mf_marketing', 5000); } catch (e) { console.error('remote failed', e); }
  const ctx = await handler.query(new Request(url));
  if (ctx instanceof Response) { res.writeHead(ctx.status); res.end(); return; }
  const router = createStaticRouter(handler.dataRoutes, ctx);
  const html = renderToString(<StaticRouterProvider router={router} context={ctx} hydrate={false} />);
  const scripts = fs.readdirSync(clientDir).filter((f) => f.startsWith('main')).map((f) => `<script defer src="/${f}"></script>`).join('');
  res.setHeader('content-type', 'text/html');
  res.end(`<!doctype html><html><head><title>x</title><script>window.__PV__=${JSON.stringify({ remotes: browserRemotes })}</script>${scripts}</head><body><div id="root">${html}</div></body></html>`);
}).listen(8080, () => console.log('listening 8080'));
