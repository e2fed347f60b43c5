// A remote's release index (`<releases>/index.json`, its format: @pv/shared/contract/release-index):
// the releases kept in the release folder, each with when it was published, which one is current,
// which was current before, and the canary. Promoting, rolling back and the canary's commands only
// rewrite this file, atomically (a temporary file renamed over it), so a reader sees the old index
// or the new one, never half of one (docs/decisions/0009-releases.md, 0020-preview-and-canary.md).
import fs from 'node:fs';
import path from 'node:path';
import { isCanaryPercent, isReleaseVersion, type ReleaseIndex, type ReleaseRecord } from '@pv/shared/contract/release-index.ts';

export { isReleaseVersion, type ReleaseIndex, type ReleaseRecord };

export const INDEX_FILE = 'index.json';

/** How many releases a release folder keeps unless told otherwise (current and previous are always kept). */
export const DEFAULT_KEEP = 5;

export const emptyIndex = (): ReleaseIndex => ({ current: null, previous: null, releases: [] });

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

function requireKept(index: ReleaseIndex, version: string) {
  if (!index.releases.some((release) => release.version === version)) {
    throw new Error(`No release ${version} is kept (kept: ${index.releases.map((release) => release.version).join(', ') || 'none'})`);
  }
}

/**
 * The index with `version` (already recorded) current for every visitor, and the release current
 * until now previous. A canary ends: promoting its candidate moves the rest of the visitors to it.
 */
export function promoted(index: ReleaseIndex, version: string): ReleaseIndex {
  requireKept(index, version);
  const withoutCanary = { ...index, canary: null };
  if (index.current === version) return withoutCanary;
  return { ...withoutCanary, current: version, previous: index.current };
}

/**
 * The index with `version` the canary for `percent` of visitors. The same candidate again only
 * changes its share (the shell keeps judging it on the figures it has); another one starts afresh.
 */
export function withCanary(index: ReleaseIndex, version: string, percent: number, now: Date): ReleaseIndex {
  requireKept(index, version);
  if (version === index.current) throw new Error(`${version} is the current release already`);
  if (!isCanaryPercent(percent)) throw new Error(`A canary's share must be more than 0 and at most 100 (percent), got ${percent}`);
  const since = index.canary?.version === version ? index.canary.since : now.toISOString();
  return { ...index, canary: { version, percent, since } };
}

/** The index without its canary, recorded as aborted: every shell stops serving the candidate. */
export function withCanaryAborted(index: ReleaseIndex, now: Date): ReleaseIndex {
  if (!index.canary) throw new Error('There is no canary to abort');
  return { ...index, canary: null, aborted: { version: index.canary.version, at: now.toISOString() } };
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
 * Which releases to delete so that at most `keep` remain, the newest kept, and never the current,
 * the previous one (so a rollback always has its files) or the canary's candidate.
 */
export function releasesToPrune(index: ReleaseIndex, keep: number): string[] {
  const protectedVersions = new Set([index.current, index.previous, index.canary?.version ?? null].filter((version) => version !== null));
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
