// Sees a remote's new deployment without restarting the shell: every few seconds the server
// fingerprints each remote's Node entry (its content names every chunk hash, so any change to the
// remote changes it) and, when the fingerprint changes, reports it; the server process then loads
// the remote afresh (`applyRedeploy` in the server; with several worker processes, the primary
// watches and tells every worker at once, so they never disagree for long about a remote's version).
import { createHash } from 'node:crypto';
import type { RemoteName } from '@pv/shared/contract/page';
import type { RemoteEntry } from './remote-registry';
import { REDEPLOY_CHECK_TIMEOUT_MS } from './loading-policy';

export interface Redeploy {
  name: RemoteName;
  /** Of the new Node entry; loading the remote with it as the version busts every cache. */
  fingerprint: string;
}

/** `entries`: the remotes' Node entries; `intervalMs`: how often to look. Returns a stop function. */
export function watchRemoteDeployments(
  entries: readonly RemoteEntry[],
  intervalMs: number,
  onRedeploy: (redeploy: Redeploy) => void,
): () => void {
  const fingerprints = new Map<string, string>();
  let running = false;

  const check = async () => {
    if (running) return;
    running = true;
    try {
      await Promise.all(
        entries.map(async ({ name, entry }) => {
          try {
            const response = await fetch(entry, { cache: 'no-store', signal: AbortSignal.timeout(REDEPLOY_CHECK_TIMEOUT_MS) });
            if (!response.ok) return;
            const fingerprint = createHash('sha256')
              .update(await response.text())
              .digest('hex')
              .slice(0, 16);
            const previous = fingerprints.get(name);
            fingerprints.set(name, fingerprint);
            if (previous && previous !== fingerprint) {
              console.log(`Remote ${name}: new deployment ${fingerprint}, loading it`);
              onRedeploy({ name, fingerprint });
            }
          } catch {
            // Down right now: requests see the fallback; the next check looks again.
          }
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
