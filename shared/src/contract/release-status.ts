// What the shell's server counts per remote and release, and how its status endpoint reports them
// (`GET /ops/releases`, bearer OPS_TOKEN; `npm run canary:status -w <remote>` reads it): each
// remote's current release and canary, the figures the automatic abort compares, and every
// release's counts since the server started (docs/decisions/0020-preview-and-canary.md). Types and
// arithmetic only: the release tools read this file with plain Node.
import type { RemoteFailureKind as BrowserFailureKind } from '@pv/shared/analytics/analytics';
import type { RemoteName } from '@pv/shared/contract/remotes';

export const RELEASE_STATUS_PATH = '/ops/releases';

/** Where browsers report a remote's island that failed (a beacon: remote, release, kind, island), counted for its release. */
export const REMOTE_FAILURE_PATH = '/remote-failures';

/** The status endpoint's token on a machine of one's own; a deployment on https sets OPS_TOKEN. */
export const LOCAL_OPS_TOKEN = 'local-ops-token-not-a-secret-0000000000';

/**
 * How a remote failed on the server. `unreachable`: its code could not be loaded (down, too slow,
 * still in its pause after a failure); `load`: a page's data loading or meta threw, or the page is
 * not exposed; `data`: a request of the page's data failed (the page says so, e.g. with 503);
 * `render`: the page threw while rendering; `document`: a document the remote builds failed.
 */
export const SERVER_FAILURE_KINDS = ['unreachable', 'load', 'data', 'render', 'document'] as const;
export type ServerFailureKind = (typeof SERVER_FAILURE_KINDS)[number];

/** How a remote's island failed in a browser (its code did not arrive, or it threw). */
export const BROWSER_FAILURE_KINDS = ['load', 'render'] as const satisfies readonly BrowserFailureKind[];

export interface ReleaseCounts {
  /** Pages answered with the release's code in them, render cache hits included. */
  pages: number;
  /** Server renders with the release. */
  renders: number;
  /** The server's remote failures, by kind. */
  failures: Record<ServerFailureKind, number>;
  /** Islands that failed in browsers, as they reported them. */
  browserFailures: Record<BrowserFailureKind, number>;
  /** Pages the release took part in answered with a 5xx status. */
  serverErrors: number;
}

export const noCounts = (): ReleaseCounts => ({
  pages: 0,
  renders: 0,
  failures: { unreachable: 0, load: 0, data: 0, render: 0, document: 0 },
  browserFailures: { load: 0, render: 0 },
  serverErrors: 0,
});

/** Every failure counted, on the server and in browsers. */
export const failuresOf = (counts: ReleaseCounts): number =>
  Object.values(counts.failures).reduce((sum, n) => sum + n, 0) + Object.values(counts.browserFailures).reduce((sum, n) => sum + n, 0);

/** Failures per page answered, in percent (0 without pages). */
export const failureRatePercent = (counts: ReleaseCounts): number => (counts.pages === 0 ? 0 : (100 * failuresOf(counts)) / counts.pages);

/** `a` with `b` added, or (sign -1) taken away. */
export function addCounts(a: ReleaseCounts, b: ReleaseCounts, sign: 1 | -1 = 1): ReleaseCounts {
  const add = <K extends string>(x: Record<K, number>, y: Record<K, number>) =>
    Object.fromEntries(Object.keys(x).map((key) => [key, x[key as K] + sign * y[key as K]])) as Record<K, number>;
  return {
    pages: a.pages + sign * b.pages,
    renders: a.renders + sign * b.renders,
    failures: add(a.failures, b.failures),
    browserFailures: add(a.browserFailures, b.browserFailures),
    serverErrors: a.serverErrors + sign * b.serverErrors,
  };
}

/** When a canary is aborted: at least `minPages` candidate pages, a failure rate above `ratePercent` and above `factor` times the current one. */
export interface AbortRule {
  minPages: number;
  ratePercent: number;
  factor: number;
}

/** One release's side of the comparison. */
export interface ReleaseFigures {
  release: string;
  pages: number;
  failures: number;
  ratePercent: number;
}

export interface CanaryStatus {
  release: string;
  percent: number;
  since: string;
  /** Since the canary started: the figures the abort compares. */
  candidate: ReleaseFigures;
  current: ReleaseFigures;
  /** When this server stopped serving the candidate, or null while it serves it. */
  abortedAt: string | null;
}

export interface RemoteReleaseStatus {
  current: string | null;
  canary: CanaryStatus | null;
  /** Every release this server answered with since it started, by release (`build-<fingerprint>` for a build without releases). */
  releases: Record<string, ReleaseCounts>;
}

export interface ReleaseStatus {
  /** When the server (its primary process) started. */
  startedAt: string;
  rule: AbortRule;
  remotes: Record<RemoteName, RemoteReleaseStatus>;
}
