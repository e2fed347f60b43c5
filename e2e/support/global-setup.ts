// Starts the production build of the composed site on a fresh database (the seed only) for the
// suite, and stops it afterwards. Run `npm run build` first (`npm test` does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startComposedSite } from '@pv/tools/local-site/composed-site.ts';
import { e2ePorts, portsProblem } from './ports.ts';

export default async function globalSetup() {
  const problem = portsProblem();
  if (problem) throw new Error(problem);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-e2e-supabase-'));
  // As root, PostgreSQL runs as its own user: a folder it can enter keeps the cluster in the temporary folder.
  fs.chmodSync(dataDir, 0o755);
  const site = await startComposedSite({
    shellPort: e2ePorts.shell,
    remotePorts: e2ePorts.remotes,
    supabase: { dataDir, ...e2ePorts.supabase, log: () => {} },
    // One JSON line per request would bury the test report; remote failures are still logged.
    // Every test signs up from this machine's one address; the limit itself is tested on a shell
    // of its own (newsletter.spec.ts).
    env: { REQUEST_LOG: 'off', NEWSLETTER_SIGNUPS_PER_MINUTE: '60' },
  });
  process.env.E2E_SUPABASE_URL = site.supabaseUrl;
  process.env.E2E_SUPABASE_ANON_KEY = site.anonKey;
  process.env.E2E_DB_URL = site.dbUrl;
  return async () => {
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
