// Every process's counts added up, and the automatic abort of a failing canary; each replica
// decides on its own counts; `npm run canary:abort` records an abort for all
// (docs/decisions/0020-preview-and-canary.md).
import type { RemoteName } from '@pv/shared/contract/remotes';
import {
  addCounts,
  failureRatePercent,
  failuresOf,
  noCounts,
  type AbortRule,
  type ReleaseCounts,
  type ReleaseFigures,
  type ReleaseStatus,
} from '@pv/shared/contract/release-status';
import type { Redeploy } from '../../federation/redeploy-watch';
import { log } from '../log';
import type { CountsByRelease } from './release-counts';

export const RELEASE_STATUS_REQUEST = 'release-status';

interface CanaryRecord {
  version: string;
  since: string;
  /** The remote's totals when the canary started. */
  baseline: Record<string, ReleaseCounts>;
  abortedAt: string | null;
}

const figuresOf = (release: string, counts: ReleaseCounts): ReleaseFigures => ({
  release,
  pages: counts.pages,
  failures: failuresOf(counts),
  ratePercent: Math.round(failureRatePercent(counts) * 100) / 100,
});

export const shouldAbort = (candidate: ReleaseFigures, current: ReleaseFigures, rule: AbortRule): boolean =>
  candidate.pages >= rule.minPages && candidate.ratePercent > rule.ratePercent && candidate.ratePercent > rule.factor * current.ratePercent;

export function createReleaseCoordinator(rule: AbortRule) {
  const startedAt = new Date().toISOString();
  const byProcess = new Map<string, CountsByRelease>();
  const latest = new Map<RemoteName, Redeploy>();
  const canaries = new Map<RemoteName, CanaryRecord>();
  let onAbort: (redeploy: Redeploy) => void = () => {};
  let endedCount = 0;

  const totalsOf = (remote: RemoteName): Record<string, ReleaseCounts> => {
    const totals: Record<string, ReleaseCounts> = {};
    for (const counts of byProcess.values()) {
      for (const [release, one] of Object.entries(counts[remote] ?? {})) totals[release] = addCounts(totals[release] ?? noCounts(), one);
    }
    return totals;
  };

  const sinceCanary = (remote: RemoteName, release: string, record: CanaryRecord) =>
    figuresOf(release, addCounts(totalsOf(remote)[release] ?? noCounts(), record.baseline[release] ?? noCounts(), -1));

  const asServed = (redeploy: Redeploy): Redeploy => {
    const record = canaries.get(redeploy.name);
    return record?.abortedAt && redeploy.canary ? { ...redeploy, canary: { ...redeploy.canary, abortedAt: record.abortedAt } } : redeploy;
  };

  function judge(remote: RemoteName) {
    const redeploy = latest.get(remote);
    const record = canaries.get(remote);
    if (!redeploy?.canary || !record || record.abortedAt) return;
    const candidate = sinceCanary(remote, record.version, record);
    const current = sinceCanary(remote, redeploy.deployment.id, record);
    if (!shouldAbort(candidate, current, rule)) return;
    record.abortedAt = new Date().toISOString();
    log().error({ type: 'canary-aborted', remote, candidate, current, rule }, `canary-aborted: ${remote} ${record.version} stopped`);
    onAbort(asServed(redeploy));
  }

  return {
    /** A new canary starts its figures from here; returns the redeploy as the workers must serve it. */
    watched(redeploy: Redeploy): Redeploy {
      latest.set(redeploy.name, redeploy);
      const { canary } = redeploy;
      const record = canaries.get(redeploy.name);
      if (!canary) canaries.delete(redeploy.name);
      else if (!record || record.version !== canary.version || record.since !== canary.since) {
        canaries.set(redeploy.name, { version: canary.version, since: canary.since, baseline: totalsOf(redeploy.name), abortedAt: null });
      }
      return asServed(redeploy);
    },
    /** A process's counts, all of them, replacing its last report. */
    counted(process: string, counts: CountsByRelease) {
      byProcess.set(process, counts);
      for (const remote of canaries.keys()) judge(remote);
    },
    /** An ended process's counts stay in the totals, under a name no process reuses. */
    ended(process: string) {
      const counts = byProcess.get(process);
      if (!counts) return;
      byProcess.delete(process);
      byProcess.set(`ended-${endedCount++}`, counts);
    },
    onAbort(listener: (redeploy: Redeploy) => void) {
      onAbort = listener;
    },
    status(): ReleaseStatus {
      const remotes = {} as ReleaseStatus['remotes'];
      for (const [name, redeploy] of latest) {
        const record = canaries.get(name);
        remotes[name] = {
          current: redeploy.deployment.id,
          canary:
            record && redeploy.canary
              ? {
                  release: record.version,
                  percent: redeploy.canary.percent,
                  since: record.since,
                  candidate: sinceCanary(name, record.version, record),
                  current: sinceCanary(name, redeploy.deployment.id, record),
                  abortedAt: record.abortedAt,
                }
              : null,
          releases: totalsOf(name),
        };
      }
      return { startedAt, rule, remotes };
    },
  };
}
