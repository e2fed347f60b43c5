// The processes an `npm start` site process runs (its remotes, shell server, PostgreSQL and
// PostgREST), for tests that fault one of them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ChildProcessInfo {
  pid: number;
  /** ps's state: its first letter is R or S running, T stopped, Z exited but not yet reaped by its parent. */
  state: string;
  /** The command line. */
  args: string;
  /** The working folder. */
  cwd: string;
}

/** The direct children of `pid`. */
export async function childrenOf(pid: number): Promise<ChildProcessInfo[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,stat=,args=', '--ppid', String(pid)]);
  return stdout
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [id = '', state = '', ...args] = line.trim().split(/\s+/);
      const cwd = (() => {
        try {
          return fs.readlinkSync(`/proc/${id}/cwd`);
        } catch {
          return '';
        }
      })();
      return { pid: Number(id), state, args: args.join(' '), cwd };
    });
}

export const isPostmaster = (child: { args: string }) => /\/bin\/postgres -D /.test(child.args);
export const isPostgrest = (child: { args: string }) => /\/postgrest$/.test(child.args);

/** ps's state of a process; '' once it is gone. */
async function stateOf(pid: number): Promise<string> {
  try {
    return (await run('ps', ['-o', 'stat=', '-p', String(pid)])).stdout.trim();
  } catch {
    return '';
  }
}

/**
 * Freezing processes with SIGSTOP and thawing them with SIGCONT, for tests of a backend that stops
 * answering. A signal is sent asynchronously: `freeze` returns once the process is stopped (or has
 * exited), so a frozen parent can no longer fork or reap a child. `thaw` resumes them in the
 * reverse order: a parent frozen before its children is resumed after them, so it cannot reap one
 * before that child is resumed (a `kill` of a pid that is gone fails with ESRCH).
 */
export function createFreezer() {
  const frozen: number[] = [];
  const freeze = async (pid: number) => {
    process.kill(pid, 'SIGSTOP');
    frozen.push(pid);
    for (let state = await stateOf(pid); state !== '' && !/^[TZ]/.test(state); state = await stateOf(pid)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return {
    freeze,
    /** Freezes the parent, then each child it has (one that has exited stays so: its parent cannot reap it). */
    async freezeWithChildren(pid: number) {
      await freeze(pid);
      for (const child of await childrenOf(pid)) await freeze(child.pid);
    },
    thaw() {
      for (const pid of frozen.splice(0).reverse()) process.kill(pid, 'SIGCONT');
    },
  };
}
