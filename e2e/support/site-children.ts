// The processes an `npm start` site process runs (its remotes, shell server, PostgreSQL and
// PostgREST), for tests that fault one of them.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ChildProcessInfo {
  pid: number;
  /** The command line. */
  args: string;
  /** The working folder. */
  cwd: string;
}

/** The direct children of `pid`. */
export async function childrenOf(pid: number): Promise<ChildProcessInfo[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(pid)]);
  return stdout
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [id = '', ...args] = line.trim().split(/\s+/);
      const cwd = (() => {
        try {
          return fs.readlinkSync(`/proc/${id}/cwd`);
        } catch {
          return '';
        }
      })();
      return { pid: Number(id), args: args.join(' '), cwd };
    });
}

export const isPostmaster = (child: { args: string }) => /\/bin\/postgres -D /.test(child.args);
export const isPostgrest = (child: { args: string }) => /\/postgrest$/.test(child.args);
