// Extra processes a test starts for itself: a shell server pointed wherever the test wants, a
// remote served from a folder of the test's, and TCP stand-ins for a backend that is down or slow.
import net from 'node:net';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { remotes, type RemoteName } from '@pv/shared/contract/remotes.ts';
import { startShellServer, type RunningShellServer } from '@pv/tools/local-site/shell-server.ts';
import { startNodeProcess, stopProcess, waitForHttp } from '@pv/tools/local-site/processes.ts';
import { e2ePorts } from './ports.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** A shell server using the suite's remotes and backend, except where `remotes`/`env` say otherwise. */
export function startShell(
  port: number,
  options: { remotes?: Partial<Record<RemoteName, string>>; env?: Record<string, string> } = {},
): Promise<RunningShellServer> {
  return startShellServer({
    port,
    remoteUrls: Object.fromEntries(
      remotes.map(({ name }) => [name, options.remotes?.[name] ?? `http://localhost:${e2ePorts.remotes[name]}`]),
    ) as Record<RemoteName, string>,
    supabase: { url: process.env.E2E_SUPABASE_URL ?? '', anonKey: process.env.E2E_SUPABASE_ANON_KEY ?? '' },
    env: { REQUEST_LOG: 'off', ...options.env },
  });
}

/** Serves `<folder>/dist` as a remote deployment on `port`. */
export async function serveRemoteFolder(folder: string, port: number): Promise<Running> {
  const child: ChildProcess = startNodeProcess(path.join(repoRoot, 'tools/serve/serve-remote.ts'), {
    cwd: folder,
    env: { ...process.env, PORT: String(port) },
  });
  const url = `http://localhost:${port}`;
  await waitForHttp(`${url}/healthz`);
  return { url, stop: () => stopProcess(child) };
}

/** Forwards connections to `target` while open; `close()` makes it look like the target is down. */
export async function startTcpProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, resolve);
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  await open();
  return { url: `http://localhost:${port}`, open, close };
}

/** Accepts connections and never answers: a remote that is up but hopelessly slow. */
export async function startBlackHole(port: number): Promise<Running> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
