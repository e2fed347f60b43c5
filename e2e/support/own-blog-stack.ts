// A database of its own (migrations and the seed) with a shell server on it and the suite's
// remotes: for tests that add posts, so that the suite's other tests keep their 16.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotes, type RemoteName } from '@pv/shared/contract/remotes.ts';
import { startShellServer, type RunningShellServer } from '@pv/tools/local-site/shell-server.ts';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/start-local-supabase.ts';
import { e2ePorts, helperSlots, sparePortSlot } from './ports.ts';

export const suiteRemoteUrls = Object.fromEntries(
  remotes.map(({ name }) => [name, `http://localhost:${e2ePorts.remotes[name]}`]),
) as Record<RemoteName, string>;

export interface OwnBlogStack {
  stack: LocalSupabase;
  shell: RunningShellServer;
  stop(): Promise<void>;
}

/** Starts the stack on the ports of `workerIndex`'s slot for it. */
export async function startOwnBlogStack(workerIndex: number): Promise<OwnBlogStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-e2e-blog-'));
  // As root, PostgreSQL runs as its own user: a folder it can enter keeps the cluster in the temporary folder.
  fs.chmodSync(dataDir, 0o755);
  const [port = 0, dbPort = 0, postgrestPort = 0, shellPort = 0] = sparePortSlot(workerIndex, helperSlots.ownBlogStack, 4);
  let stack: LocalSupabase | undefined;
  let shell: RunningShellServer | undefined;
  const stop = async () => {
    await shell?.stop();
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    stack = await startLocalSupabase({ dataDir, port, dbPort, postgrestPort, log: () => {} });
    shell = await startShellServer({
      port: shellPort,
      remoteUrls: suiteRemoteUrls,
      supabase: { url: stack.apiUrl, anonKey: stack.anonKey },
      env: { REQUEST_LOG: 'off', PAGE_CACHE_MS: '0' },
    });
    return { stack, shell, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
