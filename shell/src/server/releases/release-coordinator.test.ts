/** @jest-environment node */
import type { Redeploy } from '../../federation/redeploy-watch';
import { captureLogLines } from '../../testing/log-lines';
import { createReleaseCoordinator, shouldAbort } from './release-coordinator';
import { createReleaseCounter } from './release-counts';

const rule = { minPages: 20, ratePercent: 2, factor: 2 };
const deployment = (id: string) => ({ id, release: id, serverEntry: `s/${id}`, browserEntry: `b/${id}` });
const withCanary = (since = '2026-11-26T10:00:00.000Z'): Redeploy => ({
  name: 'mf_blog',
  deployment: deployment('v1'),
  canary: { version: 'v2', percent: 10, since },
  kept: ['v1', 'v2'],
});

/** `pages` pages of the release in one process, `failures` of them failing to render. */
function counted(release: string, pages: number, failures: number) {
  const counter = createReleaseCounter();
  for (let i = 0; i < pages; i++) counter.page({ mf_blog: release }, 200);
  for (let i = 0; i < failures; i++) counter.failure('mf_blog', release, 'render');
  return counter.snapshot().mf_blog ?? {};
}

describe('the abort rule', () => {
  const figures = (pages: number, ratePercent: number) => ({ release: 'x', pages, failures: 0, ratePercent });
  it('needs enough candidate pages, a rate above the ceiling, and above the factor times the current one', () => {
    expect(shouldAbort(figures(20, 3), figures(100, 1), rule)).toBe(true);
    expect(shouldAbort(figures(19, 100), figures(100, 0), rule)).toBe(false);
    expect(shouldAbort(figures(20, 2), figures(100, 0), rule)).toBe(false);
    expect(shouldAbort(figures(20, 3), figures(100, 1.5), rule)).toBe(false);
  });
});

describe("a replica's coordinator", () => {
  it("adds up every process's counts and aborts a failing candidate once, logging the figures", () => {
    const lines = captureLogLines();
    const coordinator = createReleaseCoordinator(rule);
    const aborted = jest.fn();
    coordinator.onAbort(aborted);
    expect(coordinator.watched(withCanary()).canary).not.toHaveProperty('abortedAt');

    coordinator.counted('1', { mf_blog: { ...counted('v1', 100, 1), ...counted('v2', 10, 10) } });
    expect(aborted).not.toHaveBeenCalled();
    coordinator.counted('2', { mf_blog: counted('v2', 10, 10) });
    expect(aborted).toHaveBeenCalledTimes(1);
    const served = (aborted.mock.lastCall as [Redeploy])[0];
    expect(served.canary?.abortedAt).toEqual(expect.any(String));

    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        type: 'canary-aborted',
        remote: 'mf_blog',
        candidate: { release: 'v2', pages: 20, failures: 20, ratePercent: 100 },
        current: { release: 'v1', pages: 100, failures: 1, ratePercent: 1 },
      }),
    ]);
    // The watch keeps naming the canary: it stays stopped, and is not judged again.
    expect(coordinator.watched(withCanary()).canary?.abortedAt).toBe(served.canary?.abortedAt);
    coordinator.counted('2', { mf_blog: counted('v2', 30, 30) });
    expect(aborted).toHaveBeenCalledTimes(1);
    expect(coordinator.status().remotes.mf_blog?.canary).toMatchObject({ release: 'v2', percent: 10, abortedAt: served.canary?.abortedAt });
  });

  it('judges a canary from when it started: what the releases did before does not count', () => {
    const coordinator = createReleaseCoordinator(rule);
    const aborted = jest.fn();
    coordinator.onAbort(aborted);
    coordinator.counted('1', { mf_blog: counted('v2', 50, 50) });
    coordinator.watched(withCanary());
    coordinator.counted('1', { mf_blog: counted('v2', 60, 50) });
    expect(aborted).not.toHaveBeenCalled();
    expect(coordinator.status().remotes.mf_blog?.canary?.candidate).toEqual({ release: 'v2', pages: 10, failures: 0, ratePercent: 0 });
    // A new canary (another `since`) starts afresh, and keeps the counts of a process that ended.
    coordinator.ended('1');
    coordinator.watched(withCanary('2026-11-26T11:00:00.000Z'));
    expect(coordinator.status().remotes.mf_blog?.canary?.candidate.pages).toBe(0);
    expect(coordinator.status().remotes.mf_blog?.releases.v2?.pages).toBe(60);
  });
});
