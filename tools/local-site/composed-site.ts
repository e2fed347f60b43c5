// The whole site on one machine, as production composes it: the local Supabase, each remote served
// from its own origin, and the shell server pointed at them by runtime configuration.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { remoteByName, remotes, type RemoteName } from '@pv/shared/contract/remotes.ts';
import { startLocalSupabase } from '../../supabase/local/start-local-supabase.ts';
import { releaseRemote } from '../releases/release-remote.ts';
import { heldBackNotice, keepCountOf, releasesDirOf } from '../releases/releases.ts';
import type { LocalSupabaseOptions } from '../../supabase/local/config.ts';
import { keepRunning, startNodeProcess, waitForHttp, type KeptProcess } from './processes.ts';
import { spawnShellServer } from './shell-server.ts';

export interface ComposedSiteOptions {
  shellPort: number;
  remotePorts: Record<RemoteName, number>;
  supabase?: Partial<LocalSupabaseOptions>;
  /** Extra environment for the shell server (site configuration). */
  env?: Record<string, string>;
  /**
   * Serve each remote's `dist/` as it is (a development build a watch rewrites), instead of
   * releasing each fresh build and serving the current release.
   */
  serveDist?: boolean;
}

export interface ComposedSite {
  url: string;
  remoteUrls: Record<RemoteName, string>;
  supabaseUrl: string;
  anonKey: string;
  /** Superuser connection (bypasses row-level security): for tests that check what was stored. */
  dbUrl: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serveRemoteScript = path.join(repoRoot, 'tools/serve/serve-remote.ts');

/** Serves a remote's current release (or, with `serveDist`, its folder's dist/) on `port`. */
export function startRemote(name: RemoteName, port: number, serveDist = false): ChildProcess {
  return startNodeProcess(serveRemoteScript, {
    cwd: path.join(repoRoot, remoteByName(name).folder),
    env: { ...process.env, PORT: String(port) },
    args: serveDist ? ['--dist'] : [],
  });
}

/** Releases each remote's build as it is in its dist/: published once, made current when new (a rollback stays). */
async function releaseBuilds(): Promise<void> {
  const keep = keepCountOf(process.env);
  await Promise.all(
    remotes.map(async (remote) => {
      const remoteDir = path.join(repoRoot, remote.folder);
      const published = await releaseRemote({
        remote,
        remoteDir,
        releasesDir: releasesDirOf(remoteDir, process.env),
        keep,
        build: false,
        promote: 'when-new',
      });
      if (published.copied) console.log(`${remote.folder}: released ${published.version}`);
      const heldBack = heldBackNotice(remote.folder, published);
      if (heldBack) console.warn(heldBack);
    }),
  );
}

/** Where a site's remotes answer, from their ports. */
export const remoteUrlsOf = (ports: Record<RemoteName, number>) =>
  Object.fromEntries(remotes.map(({ name }) => [name, `http://localhost:${ports[name]}`])) as Record<RemoteName, string>;

export async function startComposedSite(options: ComposedSiteOptions): Promise<ComposedSite> {
  if (!options.serveDist) await releaseBuilds();
  const supabase = await startLocalSupabase(options.supabase);
  const kept: KeptProcess[] = [];
  let stopping = false;
  let reportCrash: (what: string) => void = () => {};
  const crashed = new Promise<string>((resolve) => (reportCrash = resolve));
  // A process that exits while the site starts fails the start; once the site runs, a remote or
  // the shell server that exits is started again while the rest keeps serving.
  const keep = (name: string, start: () => ChildProcess) => {
    kept.push(
      keepRunning(name, start, {
        log: (line) => console.error(line),
        onStartFailure: (what) => {
          if (!stopping) reportCrash(what);
        },
      }),
    );
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(kept.map((part) => part.stop()));
    await supabase.stop();
  };

  try {
    for (const { name } of remotes) keep(name, () => startRemote(name, options.remotePorts[name], options.serveDist));
    const failOnCrash = crashed.then((what) => Promise.reject(new Error(`${what} during start-up`)));
    failOnCrash.catch(() => {}); // only awaited during start-up
    await Promise.race([
      Promise.all(Object.values(options.remotePorts).map((port) => waitForHttp(`http://localhost:${port}/healthz`))),
      failOnCrash,
    ]);

    const url = `http://localhost:${options.shellPort}`;
    keep('shell', () =>
      spawnShellServer({
        port: options.shellPort,
        remoteUrls: remoteUrlsOf(options.remotePorts),
        supabase: { url: supabase.apiUrl, anonKey: supabase.anonKey },
        env: options.env,
      }),
    );
    await Promise.race([waitForHttp(`${url}/healthz`), failOnCrash]);
    for (const part of kept) part.started();
    return {
      url,
      remoteUrls: remoteUrlsOf(options.remotePorts),
      supabaseUrl: supabase.apiUrl,
      anonKey: supabase.anonKey,
      dbUrl: supabase.dbUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
