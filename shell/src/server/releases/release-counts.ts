// Counts per remote and release in one server process (docs/decisions/0020-preview-and-canary.md).
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { RemoteFailureKind as BrowserFailureKind } from '@pv/shared/analytics/analytics';
import { noCounts, type ReleaseCounts, type ServerFailureKind } from '@pv/shared/contract/release-status';

/** The release (deployment id) of each remote that took part in a page. */
export type ReleaseSet = Readonly<Partial<Record<RemoteName, string>>>;

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
    /** A page answered with `status` (render cache hits included). */
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
    get changes() {
      return changes;
    },
  };
}

export const releaseCounter = createReleaseCounter();

const COUNTS_REPORT_MS = 500;

export interface CountsMessage {
  type: 'release-counts';
  counts: CountsByRelease;
}

/** Sends this process's counts every half second while they change. Returns a stop function. */
export function reportCounts(send: (message: CountsMessage) => void): () => void {
  let reported = releaseCounter.changes;
  const timer = setInterval(() => {
    if (releaseCounter.changes === reported) return;
    reported = releaseCounter.changes;
    send({ type: 'release-counts', counts: releaseCounter.snapshot() });
  }, COUNTS_REPORT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
