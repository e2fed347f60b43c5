// Picks up a remote's new deployment without restarting the shell: every few seconds the server
// fingerprints each remote's Node entry (its content names every chunk hash, so any change to the
// remote changes it) and, when the fingerprint changes, loads the remote afresh.
import { createHash } from 'node:crypto';
import { reloadRemote } from '../federation/remote-registry';
import { clearRemoteFailure } from './remote-loading';
import { serverEntry, type RuntimeConfig } from './runtime-config';

export function watchRemoteDeployments(config: RuntimeConfig, onRedeploy: () => void): () => void {
  const fingerprints = new Map<string, string>();
  let running = false;

  const check = async () => {
    if (running) return;
    running = true;
    try {
      await Promise.all(
        config.remotes.map(async (remote) => {
          const { entry } = serverEntry(remote);
          try {
            const response = await fetch(entry, { cache: 'no-store', signal: AbortSignal.timeout(3000) });
            if (!response.ok) return;
            const fingerprint = createHash('sha256')
              .update(await response.text())
              .digest('hex')
              .slice(0, 16);
            const previous = fingerprints.get(remote.name);
            fingerprints.set(remote.name, fingerprint);
            if (previous && previous !== fingerprint) {
              console.log(`Remote ${remote.name}: new deployment ${fingerprint}, loading it`);
              clearRemoteFailure(remote.name);
              reloadRemote(remote.name, fingerprint);
              onRedeploy();
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
  const timer = setInterval(() => void check(), config.revalidateMs);
  timer.unref();
  return () => clearInterval(timer);
}
