// Sees a remote's new deployment without restarting the shell: every few seconds the server asks
// each remote which deployment is current (remote-deployments.ts: its current release, or the
// fingerprint of its Node entry, with its canary and kept releases) and reports what it found; the server process then loads a
// deployment it does not serve yet (with several worker processes, the primary watches and tells
// every worker at once, so they never disagree for long about a remote's version).
import type { RemoteName } from '@pv/shared/contract/page';
import { findReleases, type RemoteLocation, type RemoteReleases } from './remote-deployments';
import { log } from '../server/log';

/** A remote's current deployment, with its canary and kept releases. */
export interface Redeploy extends RemoteReleases {
  name: RemoteName;
}

/**
 * Reports every remote's current deployment after each check (a remote that cannot say is left
 * out), logging when one changed. `intervalMs`: how often to look. Returns a stop function.
 */
export function watchRemoteDeployments(
  remotes: readonly RemoteLocation[],
  intervalMs: number,
  onDeployment: (redeploy: Redeploy) => void,
  fetchFile: typeof fetch = fetch,
): () => void {
  const seen = new Map<RemoteName, string>();
  let running = false;

  const check = async () => {
    if (running) return;
    running = true;
    try {
      await Promise.all(
        remotes.map(async (remote) => {
          // Down right now (null): requests see the fallback; the next check looks again.
          const releases = await findReleases(remote, fetchFile);
          if (!releases) return;
          const { id } = releases.deployment;
          const previous = seen.get(remote.name);
          seen.set(remote.name, id);
          if (previous && previous !== id) log().info(`Remote ${remote.name}: deployment ${id} is current, loading it`);
          onDeployment({ name: remote.name, ...releases });
        }),
      );
    } finally {
      running = false;
    }
  };

  void check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
