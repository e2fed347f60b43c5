// Starting, watching and stopping the Node processes of a site on this machine.
import { spawn, type ChildProcess } from 'node:child_process';

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

/** How long a restarted process waits: doubling from `initialMs` to `maxMs`, back to `initialMs` after `stableMs` up. */
export interface RestartBackoff {
  initialMs: number;
  maxMs: number;
  stableMs: number;
}

export const RESTART_BACKOFF: RestartBackoff = { initialMs: 500, maxMs: 10_000, stableMs: 30_000 };

export interface KeptProcess {
  /** From now on an exit is restarted (before: reported to `onStartFailure`, as a start that failed). */
  started(): void;
  /** Stops the process (and any pending restart); resolves once it is gone. */
  stop(): Promise<void>;
}

/**
 * Keeps a process of the site running: once it has started, an exit is logged and the process
 * started again after a delay that doubles while it keeps exiting soon after each start, so the
 * rest of the site keeps serving and a process that cannot start does not spin.
 */
export function keepRunning(
  name: string,
  start: () => ChildProcess,
  {
    log,
    onStartFailure,
    backoff = RESTART_BACKOFF,
  }: { log: (line: string) => void; onStartFailure: (what: string) => void; backoff?: RestartBackoff },
): KeptProcess {
  let child = start();
  let startedAt = Date.now();
  let running = false;
  let stopped = false;
  let delay = backoff.initialMs;
  let timer: NodeJS.Timeout | undefined;

  const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
    if (stopped) return;
    const what = `${name} exited (${signal ?? code})`;
    if (!running) {
      onStartFailure(what);
      return;
    }
    if (Date.now() - startedAt >= backoff.stableMs) delay = backoff.initialMs;
    log(`${what}; starting it again in ${delay} ms`);
    timer = setTimeout(() => {
      if (stopped) return;
      child = start();
      startedAt = Date.now();
      child.once('exit', onExit);
    }, delay);
    delay = Math.min(delay * 2, backoff.maxMs);
  };
  child.once('exit', onExit);

  return {
    started() {
      running = true;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      return stopProcess(child);
    },
  };
}
