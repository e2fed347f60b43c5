// One stack per data directory. The lock file names the Node process that runs the stack and its
// PostgREST, so that after a crash (the Node process killed, its children left running) the next
// start can tell a stale lock from a live stack and stop what the crashed one left behind.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { commandLineOf, terminateProcess } from './processes.ts';

type LockRecord = { pid: number; postgrestPid?: number };

export type DataDirLock = {
  recordPostgrestPid(pid: number): Promise<void>;
  release(): Promise<void>;
};

function lockPath(dataDir: string): string {
  return path.join(dataDir, 'stack.json');
}

async function readLock(file: string): Promise<LockRecord | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as LockRecord;
  } catch {
    // Written by a process that died mid-write: nothing in it to act on.
    return { pid: 0 };
  }
}

async function tryCreateLock(file: string, record: LockRecord): Promise<boolean> {
  try {
    await writeFile(file, JSON.stringify(record), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The pid of the live process running a stack on `dataDir`, if any. */
export async function dataDirOwner(dataDir: string): Promise<number | undefined> {
  const record = await readLock(lockPath(dataDir));
  if (!record || record.pid <= 0) return undefined;
  // A pid can be reused after a crash; a stack always runs in a Node process.
  const command = await commandLineOf(record.pid);
  return command?.includes('node') ? record.pid : undefined;
}

async function stopLeftoverPostgrest(record: LockRecord, log: (line: string) => void): Promise<void> {
  if (!record.postgrestPid) return;
  const command = await commandLineOf(record.postgrestPid);
  if (!command?.includes('postgrest')) return;
  log(`Stopping the PostgREST a crashed stack left running (pid ${record.postgrestPid})`);
  await terminateProcess(record.postgrestPid, 'SIGTERM', 10_000);
}

export async function lockDataDir(dataDir: string, log: (line: string) => void): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  const file = lockPath(dataDir);
  const record: LockRecord = { pid: process.pid };

  if (!(await tryCreateLock(file, record))) {
    const owner = await dataDirOwner(dataDir);
    if (owner !== undefined) {
      throw new Error(`${dataDir} is in use by a local Supabase running in process ${owner}: stop that one first`);
    }
    const stale = await readLock(file);
    if (stale) await stopLeftoverPostgrest(stale, log);
    await rm(file, { force: true });
    if (!(await tryCreateLock(file, record))) {
      throw new Error(`Another process locked ${dataDir} at the same time`);
    }
  }

  let released = false;
  return {
    async recordPostgrestPid(pid) {
      record.postgrestPid = pid;
      await writeFile(file, JSON.stringify(record));
    },
    async release() {
      if (released) return;
      released = true;
      await rm(file, { force: true });
    },
  };
}
