// Looking at and stopping processes by pid: used for PostgreSQL and PostgREST processes that a
// crashed stack left running.
import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The command line of a live process, or undefined when there is none (or only a zombie). */
export async function commandLineOf(pid: number): Promise<string | undefined> {
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'stat=,args=', '-p', String(pid)]);
    const [state = '', ...command] = stdout.trim().split(/\s+/);
    return state.startsWith('Z') ? undefined : command.join(' ');
  } catch (error) {
    // ps exits with 1 when no process has that pid.
    if ((error as { code?: unknown }).code === 1) return undefined;
    throw error;
  }
}

/** Sends `signal` and waits until the process is gone. */
export async function terminateProcess(pid: number, signal: NodeJS.Signals, timeoutMs: number): Promise<void> {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
    throw error;
  }
  const deadline = Date.now() + timeoutMs;
  while ((await commandLineOf(pid)) !== undefined) {
    if (Date.now() > deadline) {
      throw new Error(`Process ${pid} was still running ${timeoutMs / 1000} s after ${signal}`);
    }
    await sleep(100);
  }
}
