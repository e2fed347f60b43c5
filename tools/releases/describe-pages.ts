// Child process of the contract check: serves a remote's build on a loopback port, loads its Node
// build's `./pages` with the Module Federation runtime (the shared libraries provided from this
// repository, as the shell provides them) and prints what each page holds as JSON:
// `{ "pages": { "<id>": { "Component": "function", "meta": "function", ... } } }`.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInstance } from '@module-federation/enhanced/runtime';
import { createStaticFiles } from '../http/static-files.ts';
import type { ManifestShared } from './contract-check.ts';

const require = createRequire(import.meta.url);
const [distDir = '', remote = ''] = process.argv.slice(2);

const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
/** The shell's copy of a shared module; the shared package's own modules the build carries itself. */
const provided = (name: string) => ({
  version: (require(`${packageOf(name)}/package.json`) as { version: string }).version,
  lib: () => require(name) as unknown,
  shareConfig: { singleton: true, requiredVersion: false as const },
});

const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'server/mf-manifest.json'), 'utf8')) as { shared: ManifestShared[] };
const serve = createStaticFiles({ root: distDir });
const server = http.createServer((req, res) => {
  if (!serve(req, res, new URL(req.url ?? '/', 'http://localhost').pathname)) res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

try {
  const federation = createInstance({
    name: 'contract_check',
    remotes: [{ name: remote, entry: `http://127.0.0.1:${port}/server/remoteEntry.js` }],
    shared: Object.fromEntries(manifest.shared.filter(({ name }) => !name.startsWith('@pv/')).map(({ name }) => [name, provided(name)])),
  });
  const exposed = await federation.loadRemote<{ pages?: unknown }>(`${remote}/pages`);
  const pages = exposed?.pages;
  if (!pages || typeof pages !== 'object') {
    console.log(JSON.stringify({ error: './pages has no pages export' }));
  } else {
    const describe = (definition: unknown) =>
      definition && typeof definition === 'object'
        ? Object.fromEntries(Object.entries(definition).map(([field, value]) => [field, typeof value]))
        : {};
    console.log(JSON.stringify({ pages: Object.fromEntries(Object.entries(pages).map(([id, definition]) => [id, describe(definition)])) }));
  }
} finally {
  server.close();
}
process.exit(0);
