// A remote's release index (`<releases>/index.json`): the releases kept in the release folder, each
// with when it was published, and which one is current and which was current before. Promoting
// and rolling back only rewrite this file, atomically (a temporary file renamed over it), so a
// reader sees the old index or the new one, never half of one (docs/decisions/0009-releases.md).
import fs from 'node:fs';
import path from 'node:path';

export interface ReleaseRecord {
  /** `<package version>-<content hash>`, e.g. `1.0.0-3fa2c91b`; also the release's folder name. */
  version: string;
  /** When it was published (ISO 8601). */
  releasedAt: string;
}

export interface ReleaseIndex {
  current: string | null;
  previous: string | null;
  /** Oldest first. */
  releases: ReleaseRecord[];
}

export const INDEX_FILE = 'index.json';

/** How many releases a release folder keeps unless told otherwise (current and previous are always kept). */
export const DEFAULT_KEEP = 5;

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

export const emptyIndex = (): ReleaseIndex => ({ current: null, previous: null, releases: [] });

/** Whether `version` can name a release folder (no path separators, no `..`). */
export const isReleaseVersion = (version: string) => VERSION.test(version) && !version.includes('..');

export function readReleaseIndex(releasesDir: string): ReleaseIndex {
  const file = path.join(releasesDir, INDEX_FILE);
  if (!fs.existsSync(file)) return emptyIndex();
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseIndex;
}

export function writeReleaseIndex(releasesDir: string, index: ReleaseIndex): void {
  fs.mkdirSync(releasesDir, { recursive: true });
  const file = path.join(releasesDir, INDEX_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(index, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** The index with `version` (already recorded) current, and the release current until now previous. */
export function promoted(index: ReleaseIndex, version: string): ReleaseIndex {
  if (!index.releases.some((release) => release.version === version)) {
    throw new Error(`No release ${version} is kept (kept: ${index.releases.map((release) => release.version).join(', ') || 'none'})`);
  }
  if (index.current === version) return index;
  return { ...index, current: version, previous: index.current };
}

/** The index with the previous release current again (and the one rolled back from previous). */
export function rolledBack(index: ReleaseIndex): ReleaseIndex {
  if (!index.previous) throw new Error('There is no previous release to roll back to');
  return promoted(index, index.previous);
}

/** The index with `release` recorded (once: publishing the same build again changes nothing). */
export function recorded(index: ReleaseIndex, release: ReleaseRecord): ReleaseIndex {
  if (index.releases.some((kept) => kept.version === release.version)) return index;
  return { ...index, releases: [...index.releases, release] };
}

/**
 * Which releases to delete so that at most `keep` remain, the newest kept, and never the current
 * or the previous one (so a rollback always has its files).
 */
export function releasesToPrune(index: ReleaseIndex, keep: number): string[] {
  const protectedVersions = new Set([index.current, index.previous].filter((version) => version !== null));
  const newestFirst = [...index.releases].sort((a, b) => b.releasedAt.localeCompare(a.releasedAt));
  let kept = 0;
  const pruned: string[] = [];
  for (const { version } of newestFirst) {
    if (protectedVersions.has(version)) continue;
    if (kept + protectedVersions.size < keep) kept++;
    else pruned.push(version);
  }
  return pruned;
}
