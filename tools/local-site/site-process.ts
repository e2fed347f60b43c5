// The composed site as a child process (`tools/local-site/start.ts`, what `npm start` runs) on free
// ports with a temporary database: what the benchmarks measure, so that every part of the site,
// the local backend's gateway included, runs apart from the process that drives the measurement.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotes, type RemoteName } from '@pv/shared/contract/remotes.ts';
import { freePorts } from '../process/free-ports.ts';
import { stopProcess } from './processes.ts';

export interface SiteAddresses {
  url: string;
  remoteUrls: Record<RemoteName, string>;
  supabaseUrl: string;
  anonKey: string;
  /** Superuser connection (bypasses row-level security). */
  dbUrl: string;
}

export interface SiteReadyMessage {
  ready: SiteAddresses;
}

export interface SiteProcess extends SiteAddresses {
  /** The process running `npm start`'s script (its children are the site's processes). */
  pid: number;
  /** Stops the site and removes its database. */
  stop(): Promise<void>;
}

/** Generous: the first start of a database runs initdb. */
const START_TIMEOUT_MS = 120_000;

const startScript = path.join(import.meta.dirname, 'start.ts');

/** The ports a site takes: its shell, the local backend's three, each remote's. */
export const SITE_PORT_COUNT = 4 + remotes.length;

/**
 * Starts the site; `env` is more configuration for its shell server (README.md's table). `ports`
 * (SITE_PORT_COUNT of them) are for a caller that hands out its own, as the e2e suite does; free
 * ones otherwise.
 */
export async function startSiteProcess(env: Record<string, string> = {}, ports?: readonly number[]): Promise<SiteProcess> {
  if (ports && ports.length !== SITE_PORT_COUNT) throw new Error(`The site takes ${SITE_PORT_COUNT} ports, not ${ports.length}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-site-'));
  // As root, PostgreSQL runs as its own user: a folder it can enter keeps the cluster in the temporary folder.
  fs.chmodSync(dataDir, 0o755);
  const [shell, api, db, rest, ...remotePorts] = ports ?? (await freePorts(SITE_PORT_COUNT));
  const child = fork(startScript, {
    env: {
      ...process.env,
      // A JSON line per request would bury the benchmark's tables (the e2e suite turns it off too).
      REQUEST_LOG: 'off',
      ...env,
      SHELL_PORT: String(shell),
      ...Object.fromEntries(remotes.map((remote, i) => [remote.env.port, String(remotePorts[i])])),
      SUPABASE_PORT: String(api),
      SUPABASE_DB_PORT: String(db),
      SUPABASE_POSTGREST_PORT: String(rest),
      SUPABASE_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = async () => {
    await stopProcess(child, 15_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const addresses = await new Promise<SiteAddresses>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The site did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      child.on('message', (message: Partial<SiteReadyMessage>) => {
        if (!message.ready) return;
        clearTimeout(timer);
        resolve(message.ready);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The site exited while starting (${signal ?? code})`));
      });
    });
    return { ...addresses, pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
