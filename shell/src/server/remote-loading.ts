// How the server loads a remote for a request: bounded by a time-out, and after a failure it does
// not make every following request wait for a remote that is down (it tries again after a pause).
import type { RemoteName } from '@pv/shared/contract/page';
import { loadRemotePages, reloadRemote } from '../federation/remote-registry';
import type { RenderedRemote } from '../app/remote/preloaded-remotes';

/** A server render never waits longer than this for a remote. */
export const SERVER_REMOTE_TIMEOUT_MS = 3000;
/** After a failure, requests get the fallback at once for this long before the remote is tried again. */
export const SERVER_RETRY_PAUSE_MS = 5000;

const failures = new Map<RemoteName, { at: number; error: Error }>();

export async function loadRemoteForRequest(name: RemoteName, now = Date.now): Promise<RenderedRemote> {
  const failure = failures.get(name);
  if (failure && now() - failure.at < SERVER_RETRY_PAUSE_MS) return { status: 'failed', error: failure.error, unreachable: true };
  if (failure) {
    failures.delete(name);
    reloadRemote(name);
  }
  try {
    return { status: 'ready', pages: await loadRemotePages(name, SERVER_REMOTE_TIMEOUT_MS) };
  } catch (error) {
    const failed = error instanceof Error ? error : new Error(String(error));
    console.error(`Remote ${name} is unavailable for server rendering: ${failed.message}`);
    failures.set(name, { at: now(), error: failed });
    return { status: 'failed', error: failed, unreachable: true };
  }
}

/** Forget a failure (a new deployment was seen). */
export function clearRemoteFailure(name: RemoteName) {
  failures.delete(name);
}
