// Starting, watching and stopping the Node processes of a site on this machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { keepRestarting, RESTART_BACKOFF, type RestartBackoff, type Restarted, type Run } from '../process/restarts.ts';

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

export interface KeptProcess {
  /** From now on an exit is restarted (before: reported to `onStartFailure`, as a start that failed). */
  started(): void;
  /** Stops the process (and any pending restart); resolves once it is gone. */
  stop(): Promise<void>;
}

/** A child as a run that ends with how it exited; one stopped by `stop()` ends as stopped. */
function runOf(child: ChildProcess): Run {
  let stopping = false;
  const ended = new Promise<string | undefined>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(String(child.signalCode ?? child.exitCode));
    else child.once('exit', (code, signal) => resolve(stopping ? undefined : String(signal ?? code)));
  });
  return {
    ended,
    stop() {
      stopping = true;
      return stopProcess(child);
    },
  };
}

/**
 * Keeps a process of the site running: once it has started, an exit is logged and the process
 * started again with backoff (tools/process/restarts.ts), so the rest of the site keeps serving
 * and a process that cannot start does not spin.
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
  const first = runOf(start());
  let kept: Restarted<Run> | undefined;
  let stopped = false;
  let failed = false;
  void first.ended.then((how) => {
    if (kept || stopped || how === undefined) return;
    failed = true;
    onStartFailure(`${name} exited (${how})`);
  });

  return {
    started() {
      if (failed || stopped) return;
      kept = keepRestarting(first, {
        start: () => runOf(start()),
        restarting: (delay, how) => log(`${name} exited (${how}); starting it again in ${delay} ms`),
        backoff,
      });
    },
    stop() {
      stopped = true;
      return kept ? kept.stop() : first.stop();
    },
  };
}
