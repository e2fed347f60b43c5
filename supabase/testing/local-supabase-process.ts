// Test helpers: a local Supabase in a child process, on free ports, in a temporary data directory.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { freePorts } from '@pv/tools/process/free-ports.ts';

const execFileAsync = promisify(execFile);

const RUNNER = path.join(import.meta.dirname, 'run-local-supabase.ts');
const CLI = path.resolve(import.meta.dirname, '../local/cli.ts');

/** Generous: the first start runs initdb. */
export const STACK_TIMEOUT_MS = 90_000;

export type StackPorts = { port: number; dbPort: number; postgrestPort: number };

export async function freeStackPorts(): Promise<StackPorts> {
  const ports = await freePorts(3);
  const [port = 0, dbPort = 0, postgrestPort = 0] = ports;
  return { port, dbPort, postgrestPort };
}

/** A new data directory the postgres system user can enter (mkdtemp makes it private), so that, as root, the cluster stays in it. */
export async function makeDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pv-supabase-test-'));
  await chmod(dir, 0o755);
  return dir;
}

/** Pids of every live process below `pid`. */
export async function descendantsOf(pid: number): Promise<number[]> {
  const { stdout } = await execFileAsync('ps', ['-eo', 'pid=,ppid=,stat=']);
  const children = new Map<number, number[]>();
  for (const line of stdout.trim().split('\n')) {
    const [child, parent, state = ''] = line.trim().split(/\s+/);
    if (state.startsWith('Z')) continue;
    const siblings = children.get(Number(parent)) ?? [];
    siblings.push(Number(child));
    children.set(Number(parent), siblings);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() ?? 0) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Those of `pids` that still run (a zombie waiting for its parent to reap it does not). */
export async function stillRunning(pids: number[]): Promise<number[]> {
  const { stdout } = await execFileAsync('ps', ['-eo', 'pid=,stat=']);
  const running = new Set(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, state = '']) => !state.startsWith('Z'))
      .map(([pid]) => Number(pid)),
  );
  return pids.filter((pid) => running.has(pid));
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function withDeadline<T>(promise: Promise<T>, what: string, output: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}:\n${output()}`)), STACK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

type RunnerMessage = {
  ready?: { apiUrl: string; anonKey: string; dbUrl: string };
  stopped?: boolean;
  error?: string;
  logs: string[];
};

export type StackProcess = {
  apiUrl: string;
  anonKey: string;
  dbUrl: string;
  /** The start's log lines. */
  logs: string[];
  child: ChildProcess;
  /** Asks the stack to stop, waits for the process to exit, and returns the logs of the stop. */
  stop(): Promise<string[]>;
};

export type StackStartFailure = { error: string; logs: string[]; exitCode: number | null };

function spawnRunner(options: Record<string, unknown>) {
  const child = spawn(process.execPath, [RUNNER, JSON.stringify(options)], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const messages: RunnerMessage[] = [];
  const waiters: Array<() => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    output += `${line}\n`;
    if (!line.startsWith('{')) return;
    messages.push(JSON.parse(line) as RunnerMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  child.once('exit', () => waiters.splice(0).forEach((wake) => wake()));
  const nextMessage = (what: string): Promise<RunnerMessage> =>
    withDeadline(
      new Promise<RunnerMessage>((resolve, reject) => {
        const check = (): void => {
          const message = messages.shift();
          if (message) resolve(message);
          else if (child.exitCode !== null || child.signalCode !== null) reject(new Error(`Runner exited:\n${output}`));
          else waiters.push(check);
        };
        check();
      }),
      what,
      () => output,
    );
  return { child, nextMessage, output: () => output };
}

/** Starts startLocalSupabase(options) in a child process; fails the test if it does not start. */
export async function startStack(options: Record<string, unknown>): Promise<StackProcess> {
  const runner = spawnRunner(options);
  const message = await runner.nextMessage('the local Supabase to start');
  if (!message.ready) throw new Error(`The local Supabase did not start: ${message.error ?? runner.output()}`);
  return {
    ...message.ready,
    logs: message.logs,
    child: runner.child,
    async stop() {
      runner.child.stdin.write('stop\n');
      const stopped = await runner.nextMessage('the local Supabase to stop');
      await exitOf(runner.child);
      return stopped.logs;
    },
  };
}

/** Starts startLocalSupabase(options) expecting it to fail. */
export async function startStackExpectingFailure(options: Record<string, unknown>): Promise<StackStartFailure> {
  const runner = spawnRunner(options);
  const message = await runner.nextMessage('the local Supabase start to fail');
  if (message.error === undefined) {
    runner.child.stdin.write('stop\n');
    await exitOf(runner.child);
    throw new Error('The local Supabase started, but the test expected a failure');
  }
  return { error: message.error, logs: message.logs, exitCode: await exitOf(runner.child) };
}

export type CliProcess = {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves once the output matches `pattern`. */
  waitForOutput(pattern: RegExp): Promise<RegExpExecArray>;
  /** Resolves once the CLI printed its banner, with the values it printed. */
  ready(): Promise<{ apiUrl: string; anonKey: string; dbUrl: string }>;
};

/**
 * Runs `node local/cli.ts <command>` with the given environment on top of this process's; `cli`
 * runs another copy of it, `ownProcessGroup` makes it the leader of a group, as a terminal would.
 */
export function runCli(command: string, env: Record<string, string>, { cli = CLI, ownProcessGroup = false } = {}): CliProcess {
  const child = spawn(process.execPath, [cli, command], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownProcessGroup,
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer): void => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = exitOf(child);

  const waitForOutput = (pattern: RegExp): Promise<RegExpExecArray> =>
    withDeadline(
      new Promise<RegExpExecArray>((resolve, reject) => {
        const check = (): void => {
          const match = pattern.exec(output);
          if (!match) return;
          listeners.delete(check);
          resolve(match);
        };
        listeners.add(check);
        check();
        void exited.then((code) => reject(new Error(`The CLI exited with ${code} before printing ${pattern}:\n${output}`)));
      }),
      `the CLI to print ${pattern}`,
      () => output,
    );

  return {
    child,
    output: () => output,
    exited,
    waitForOutput,
    async ready() {
      const [, apiUrl = '', anonKey = '', dbUrl = ''] = await waitForOutput(/API URL\s+(\S+)\n\s+anon key\s+(\S+)\n\s+DB URL\s+(\S+)\n/);
      return { apiUrl, anonKey, dbUrl };
    },
  };
}
