// A shell server process (the shell's production build) pointed at a site's remotes and backend by
// its environment: the composed site's own, and the extra ones tests and benchmarks start beside
// it (another render mode, no render cache, a remote that is down).
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RemoteName } from '@pv/shared/contract/remotes.ts';
import { remoteUrlEnv } from './remote-addresses.ts';
import { startNodeProcess, stopProcess, waitForHttp } from './processes.ts';

export interface ShellServerOptions {
  port: number;
  /** Where browsers and the server load each remote. */
  remoteUrls: Record<RemoteName, string>;
  supabase: { url: string; anonKey: string };
  /** More configuration (README.md's table); wins over everything above but the port. */
  env?: Record<string, string | undefined>;
}

const shellDir = path.resolve(import.meta.dirname, '../../shell');

/** Starts the server; its origin is `http://localhost:<port>`. */
export function spawnShellServer(options: ShellServerOptions): ChildProcess {
  return startNodeProcess('dist/server/index.cjs', {
    cwd: shellDir,
    env: {
      ...process.env,
      SITE_ORIGIN: `http://localhost:${options.port}`,
      ...remoteUrlEnv((name) => options.remoteUrls[name]),
      SUPABASE_URL: options.supabase.url,
      SUPABASE_ANON_KEY: options.supabase.anonKey,
      ...options.env,
      PORT: String(options.port),
    },
  });
}

export interface RunningShellServer {
  url: string;
  /** Of the server's process (its primary when it runs workers). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts the server and waits until it answers. */
export async function startShellServer(options: ShellServerOptions): Promise<RunningShellServer> {
  const child = spawnShellServer(options);
  const url = `http://localhost:${options.port}`;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`The shell server on port ${options.port} exited (${signal ?? code})`)));
  });
  exited.catch(() => {}); // only awaited until it answers
  try {
    await Promise.race([waitForHttp(`${url}/healthz`), exited]);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, pid: child.pid, stop: () => stopProcess(child) };
}
