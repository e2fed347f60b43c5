// Sees a remote's new deployment without restarting the shell: every few seconds the server asks
// each remote which deployment is current (remote-deployments.ts: its current release, or the
// fingerprint of its Node entry) and reports what it found; the server process then loads a
// deployment it does not serve yet (with several worker processes, the primary watches and tells
// every worker at once, so they never disagree for long about a remote's version).
import type { RemoteName } from '@pv/shared/contract/page';
import { findDeployment, type RemoteDeployment, type RemoteLocation } from './remote-deployments';
import { log } from '../server/log';

export interface Redeploy {
  name: RemoteName;
  deployment: RemoteDeployment;
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
          const deployment = await findDeployment(remote, fetchFile);
          if (!deployment) return;
          const previous = seen.get(remote.name);
          seen.set(remote.name, deployment.id);
          if (previous && previous !== deployment.id)
            log().info(`Remote ${remote.name}: deployment ${deployment.id} is current, loading it`);
          onDeployment({ name: remote.name, deployment });
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
