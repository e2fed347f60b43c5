// Publishing a remote's build as an immutable release, and choosing which release is current
// (docs/decisions/0009-releases.md). A release folder holds one folder per release (a copy of the
// build's `dist/`: browser, server, standalone and public files) and the release index.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { kinds, readEnvironment, withDefault } from '@pv/shared/config/environment.ts';
import {
  DEFAULT_KEEP,
  promoted,
  readReleaseIndex,
  recorded,
  releasesToPrune,
  rolledBack,
  withCanary,
  withCanaryAborted,
  writeReleaseIndex,
  type ReleaseIndex,
} from './release-index.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The release folder of the remote in `remoteDir`: `RELEASES_DIR`, else `<remote>/releases` (git-ignored). */
export const releasesDirOf = (remoteDir: string, env: Env): string => path.resolve(remoteDir, env.RELEASES_DIR || 'releases');

/** How many releases to keep: the `--keep` flag, else `RELEASES_KEEP`, else the default; a whole number of at least 1. */
export function keepCountOf(env: Env, flag?: string): number {
  return readEnvironment({ RELEASES_KEEP: withDefault(kinds.count, DEFAULT_KEEP) }, { RELEASES_KEEP: flag ?? env.RELEASES_KEEP })
    .RELEASES_KEEP;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? filesUnder(dir, relative) : entry.isFile() ? [relative] : [];
    })
    .sort();
}

/** `<package version>-<8 hex digits of a hash of every file's path and content>`: the same build, the same version. */
export function releaseVersion(distDir: string, packageVersion: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(distDir)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(distDir, file)))
      .update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 8)}`;
}

export interface PublishOptions {
  distDir: string;
  releasesDir: string;
  packageVersion: string;
  keep: number;
  /**
   * Make the release current (the default); false publishes it for a later `promote`; `when-new`
   * only when it was not published before or nothing is current (`npm start`: a rollback stays).
   */
  promote?: boolean | 'when-new';
  now?: () => Date;
}

export interface PublishResult {
  version: string;
  /** False when this build was already published (its files are not copied again). */
  copied: boolean;
  index: ReleaseIndex;
  pruned: string[];
}

/** Copies the build into its release folder (under a temporary name, then renamed), records it, and prunes. */
export function publishRelease({
  distDir,
  releasesDir,
  packageVersion,
  keep,
  promote = true,
  now = () => new Date(),
}: PublishOptions): PublishResult {
  if (!fs.existsSync(path.join(distDir, 'server/remoteEntry.js'))) throw new Error(`${distDir} holds no build (no server/remoteEntry.js)`);
  const version = releaseVersion(distDir, packageVersion);
  const target = path.join(releasesDir, version);
  const copied = !fs.existsSync(target);
  if (copied) {
    const temporary = path.join(releasesDir, `.${version}.${process.pid}.tmp`);
    fs.rmSync(temporary, { recursive: true, force: true });
    fs.cpSync(distDir, temporary, { recursive: true });
    fs.renameSync(temporary, target);
  }
  let index = recorded(readReleaseIndex(releasesDir), { version, releasedAt: now().toISOString() });
  if (promote === true || (promote === 'when-new' && (copied || index.current === null))) index = promoted(index, version);
  const pruned = releasesToPrune(index, keep);
  index = { ...index, releases: index.releases.filter((release) => !pruned.includes(release.version)) };
  writeReleaseIndex(releasesDir, index);
  // The index no longer names them before their files go.
  for (const old of pruned) fs.rmSync(path.join(releasesDir, old), { recursive: true, force: true });
  return { version, copied, index, pruned };
}

/**
 * What to tell whoever starts a remote with `when-new` when the build in `dist/` was published
 * before and another release is current (a rollback, or a checkout moved back to an older commit):
 * it is not what is served, and saying nothing would leave them testing other code than theirs.
 */
export function heldBackNotice(folder: string, { version, index }: Pick<PublishResult, 'version' | 'index'>): string | null {
  if (index.current === null || index.current === version) return null;
  return (
    `${folder}: serving release ${index.current}, not the build in dist/ (${version}, published before; a rollback stays). ` +
    `To serve the build: npm run promote -w ${folder} -- ${version}`
  );
}

/** Rewrites the index as `change` says; returns the new index. */
function changeIndex(releasesDir: string, change: (index: ReleaseIndex) => ReleaseIndex): ReleaseIndex {
  const index = change(readReleaseIndex(releasesDir));
  writeReleaseIndex(releasesDir, index);
  return index;
}

/** Makes `version` current for everyone, or, with `canary`, the candidate for that percent of visitors. */
export const promoteRelease = (releasesDir: string, version: string, { canary, now = new Date() }: { canary?: number; now?: Date } = {}) =>
  changeIndex(releasesDir, (index) => (canary === undefined ? promoted(index, version) : withCanary(index, version, canary, now)));

export const rollBackRelease = (releasesDir: string) => changeIndex(releasesDir, rolledBack);

export const abortCanary = (releasesDir: string, now = new Date()) => changeIndex(releasesDir, (index) => withCanaryAborted(index, now));
