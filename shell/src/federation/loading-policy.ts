// How long the shell waits for a remote, by build (the contract's time-outs: @pv/shared/contract/remote-loading),
// and for a check of a remote's deployment (docs/decisions/0001-runtime-composition-and-server-rendering.md).
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';

/** The time-out of the build this code runs in. */
export const remoteTimeoutMs = () => (__SERVER__ ? REMOTE_TIMEOUT_MS.server : REMOTE_TIMEOUT_MS.browser);

/**
 * Server, at start, before it listens: how long a worker gives each remote to load. No visitor
 * waits yet, and a start is busy (every worker loads every remote at once), so it is longer than a
 * request's time-out.
 */
export const START_TIMEOUT_MS = 10_000;

/** Server: one check of a remote's entry for a new deployment gives up after this long. */
export const REDEPLOY_CHECK_TIMEOUT_MS = 3_000;

/** `promise`, or a rejection once `ms` have passed without it settling: "<what> did not load within <ms> ms". */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
