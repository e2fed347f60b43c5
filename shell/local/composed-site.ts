// The whole site on one machine, as production composes it: the local Supabase, each remote served
// from its own origin, and the shell server pointed at them by runtime configuration.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startLocalSupabase } from '../../supabase/local/start-local-supabase.ts';
import type { LocalSupabaseOptions } from '../../supabase/local/config.ts';

export const remoteFolders = {
  mf_marketing: 'mf-marketing',
  mf_programs: 'mf-programs',
  mf_blog: 'mf-blog',
  mf_assessment: 'mf-assessment',
} as const;

export type RemoteName = keyof typeof remoteFolders;

export interface ComposedSiteOptions {
  shellPort: number;
  remotePorts: Record<RemoteName, number>;
  supabase?: Partial<LocalSupabaseOptions>;
  /** Extra environment for the shell server (site configuration). */
  env?: Record<string, string>;
}

export interface ComposedSite {
  url: string;
  supabaseUrl: string;
  anonKey: string;
  /** Superuser connection (bypasses row-level security): for tests that check what was stored. */
  dbUrl: string;
  /** Resolves when a process of the site exits before `stop()` was called. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serveRemoteScript = path.join(repoRoot, 'shared/src/server/serve-remote.server.ts');

export const remoteUrlVariable = (name: RemoteName) => `${name.toUpperCase()}_URL`;

/** Waits until `url` answers 200, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

/** Starts a Node process of the site; its output goes to ours. */
export function startNodeProcess(script: string, options: { cwd: string; env?: NodeJS.ProcessEnv; args?: string[] }): ChildProcess {
  return spawn(process.execPath, [script, ...(options.args ?? [])], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Stops a child and waits for it to be gone (SIGKILL if it does not stop in time). */
export function stopProcess(child: ChildProcess, timeoutMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function startRemote(name: RemoteName, port: number): ChildProcess {
  return startNodeProcess(serveRemoteScript, {
    cwd: path.join(repoRoot, remoteFolders[name]),
    args: [String(port)],
    env: { ...process.env, PORT: String(port) },
  });
}

export async function startComposedSite(options: ComposedSiteOptions): Promise<ComposedSite> {
  const supabase = await startLocalSupabase(options.supabase);
  const children: ChildProcess[] = [];
  let stopping = false;
  let reportCrash: (what: string) => void = () => {};
  const crashed = new Promise<string>((resolve) => (reportCrash = resolve));
  const watch = (child: ChildProcess, what: string) => {
    children.push(child);
    child.once('exit', (code, signal) => {
      if (!stopping) reportCrash(`${what} exited (${signal ?? code})`);
    });
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(children.map((child) => stopProcess(child)));
    await supabase.stop();
  };

  try {
    const remoteEnv: Record<string, string> = {};
    for (const [name, port] of Object.entries(options.remotePorts) as [RemoteName, number][]) {
      watch(startRemote(name, port), name);
      remoteEnv[remoteUrlVariable(name)] = `http://localhost:${port}`;
    }
    const failOnCrash = crashed.then((what) => Promise.reject(new Error(`${what} during start-up`)));
    failOnCrash.catch(() => {}); // only awaited during start-up; a later crash is reported by `crashed`
    await Promise.race([
      Promise.all(Object.values(options.remotePorts).map((port) => waitForHttp(`http://localhost:${port}/healthz`))),
      failOnCrash,
    ]);

    const url = `http://localhost:${options.shellPort}`;
    const shellEnv = {
      ...process.env,
      SITE_ORIGIN: url,
      ...remoteEnv,
      SUPABASE_URL: supabase.apiUrl,
      SUPABASE_ANON_KEY: supabase.anonKey,
      ...options.env,
      PORT: String(options.shellPort),
    };
    watch(startNodeProcess('dist/server/index.cjs', { cwd: path.join(repoRoot, 'shell'), env: shellEnv }), 'shell');
    await Promise.race([waitForHttp(`${url}/healthz`), failOnCrash]);
    return { url, supabaseUrl: supabase.apiUrl, anonKey: supabase.anonKey, dbUrl: supabase.dbUrl, crashed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
