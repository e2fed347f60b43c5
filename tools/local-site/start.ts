// `npm start`: releases each remote's build and serves the whole site on the local backend.
// `--dist` serves each remote's dist/ as it is instead (a watch build of `npm run dev`). A remote
// or the shell server that exits is started again (composed-site.ts); Ctrl-C stops every process
// it started. Ports and site configuration come from the environment or `.env`.
import fs from 'node:fs';
import path from 'node:path';
import { readOrExit } from '@pv/shared/config/environment.ts';
import { startComposedSite } from './composed-site.ts';
import type { SiteReadyMessage } from './site-process.ts';
import { startOptionsFromEnv } from './start-options.ts';

const envFile = path.resolve(import.meta.dirname, '../../.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

const options = readOrExit('The site', () => startOptionsFromEnv(process.env));
const starting = startComposedSite({ ...options, serveDist: process.argv.includes('--dist') });

// A signal during start-up waits for it (PostgreSQL, in a process group of its own, does not see a
// terminal's Ctrl-C), then stops everything in order.
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  const started = await starting.catch(() => undefined);
  await started?.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown());

const site = await starting;
if (!stopping) console.log(`\n  The site is running at ${site.url}\n  Press Ctrl-C to stop.\n`);
// Started by another process (site-process.ts): tell it where everything is, and stop with it.
if (process.send) {
  const { url, remoteUrls, supabaseUrl, anonKey, dbUrl } = site;
  process.send({ ready: { url, remoteUrls, supabaseUrl, anonKey, dbUrl } } satisfies SiteReadyMessage);
  process.once('disconnect', () => void shutdown());
}
