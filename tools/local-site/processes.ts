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
