// Counts per remote and release in one server process (docs/decisions/0020-preview-and-canary.md):
// each page answered with a release's code in it (render cache hits included) and each 5xx among
// them, each server render and remote failure, each island failure browsers report. A worker hands
// its counts to the replica's coordinator every half second while they change
// (release-coordinator.ts adds every process's up); counting itself is a few additions.
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { RemoteFailureKind as BrowserFailureKind } from '@pv/shared/analytics/analytics';
import { noCounts, type ReleaseCounts, type ServerFailureKind } from '@pv/shared/contract/release-status';

/** The release of each remote that took part in a page (its deployment id), by remote. */
export type ReleaseSet = Readonly<Partial<Record<RemoteName, string>>>;

/** Counts by remote, then by release. */
export type CountsByRelease = Partial<Record<RemoteName, Record<string, ReleaseCounts>>>;

export function createReleaseCounter() {
  const counts: CountsByRelease = {};
  let changes = 0;
  const of = (remote: RemoteName, release: string) => {
    changes++;
    const byRelease = (counts[remote] ??= {});
    return (byRelease[release] ??= noCounts());
  };
  const each = (releases: ReleaseSet, count: (counts: ReleaseCounts) => void) => {
    for (const remote in releases) count(of(remote as RemoteName, releases[remote as RemoteName] as string));
  };
  return {
    /** A page answered with `status`. */
    page(releases: ReleaseSet, status: number) {
      each(releases, (release) => {
        release.pages++;
        if (status >= 500) release.serverErrors++;
      });
    },
    render(releases: ReleaseSet) {
      each(releases, (release) => release.renders++);
    },
    failure(remote: RemoteName, release: string, kind: ServerFailureKind) {
      of(remote, release).failures[kind]++;
    },
    browserFailure(remote: RemoteName, release: string, kind: BrowserFailureKind) {
      of(remote, release).browserFailures[kind]++;
    },
    snapshot(): CountsByRelease {
      return structuredClone(counts);
    },
    /** Grows with every count: a process reports its counts only when it changed. */
    get changes() {
      return changes;
    },
  };
}

export type ReleaseCounter = ReturnType<typeof createReleaseCounter>;

/** This process's counts. */
export const releaseCounter: ReleaseCounter = createReleaseCounter();

/** How often a process hands its counts to the coordinator while they change. */
export const COUNTS_REPORT_MS = 500;

export interface CountsMessage {
  type: 'release-counts';
  counts: CountsByRelease;
}

export const isCountsMessage = (message: unknown): message is CountsMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'release-counts';

/** In a worker: sends its counts to the primary while they change. Returns a stop function. */
export function reportCounts(send: (message: CountsMessage) => void, counter: ReleaseCounter = releaseCounter): () => void {
  let reported = counter.changes;
  const timer = setInterval(() => {
    if (counter.changes === reported) return;
    reported = counter.changes;
    send({ type: 'release-counts', counts: counter.snapshot() });
  }, COUNTS_REPORT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
