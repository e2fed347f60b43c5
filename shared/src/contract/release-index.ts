// A remote's release index (`<release folder>/index.json`, served at `/releases/index.json`): the
// releases kept, which is current and which was before, and the canary, a kept release a share of
// visitors gets before everyone does (docs/decisions/0009-releases.md, 0020-preview-and-canary.md).
// The release tools write it; the shell's server reads it from every remote's deployment. Plain
// data and checks, no imports: Node reads this file as it is (the tools), and so does the shell.

export interface ReleaseRecord {
  /** `<package version>-<content hash>`, e.g. `1.0.0-3fa2c91b`; also the release's folder name. */
  version: string;
  /** When it was published (ISO 8601). */
  releasedAt: string;
}

/** A candidate release served to `percent` of visitors (by their bucket), beside the current one. */
export interface Canary {
  version: string;
  /** More than 0, at most 100; may have decimals (0.5). */
  percent: number;
  /** When this candidate became the canary (ISO 8601): a new `since` is a new canary, judged afresh. */
  since: string;
}

export interface ReleaseIndex {
  current: string | null;
  previous: string | null;
  /** Oldest first. */
  releases: ReleaseRecord[];
  /** Absent in indexes written before canaries. */
  canary?: Canary | null;
  /** The last canary a team aborted (`npm run canary:abort`), for the record. */
  aborted?: { version: string; at: string } | null;
}

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

/** Whether `version` can name a release folder (no path separators, no `..`). */
export const isReleaseVersion = (version: unknown): version is string =>
  typeof version === 'string' && VERSION.test(version) && !version.includes('..');

/** Whether `percent` can be a canary's share of visitors. */
export const isCanaryPercent = (percent: unknown): percent is number =>
  typeof percent === 'number' && Number.isFinite(percent) && percent > 0 && percent <= 100;

/**
 * An index read from elsewhere (JSON over HTTP), checked: null when its current release cannot
 * name a release folder; a canary that is not a kept release with a share of visitors is dropped.
 */
export function checkedReleaseIndex(value: unknown): ReleaseIndex | null {
  if (typeof value !== 'object' || value === null) return null;
  const index = value as Partial<Record<keyof ReleaseIndex, unknown>>;
  if (!isReleaseVersion(index.current)) return null;
  const releases = Array.isArray(index.releases)
    ? index.releases.filter((release): release is ReleaseRecord => isReleaseVersion((release as ReleaseRecord | null)?.version))
    : [];
  const kept = new Set(releases.map((release) => release.version));
  const canary = index.canary as Partial<Canary> | null | undefined;
  const validCanary =
    canary &&
    isReleaseVersion(canary.version) &&
    kept.has(canary.version) &&
    canary.version !== index.current &&
    isCanaryPercent(canary.percent)
      ? { version: canary.version, percent: canary.percent, since: String(canary.since ?? '') }
      : null;
  return {
    current: index.current,
    previous: isReleaseVersion(index.previous) ? index.previous : null,
    releases,
    canary: validCanary,
  };
}
