// Another release of a remote than its current one (a team's preview, a canary's candidate), served
// by the same server process beside the current one (docs/decisions/0020-preview-and-canary.md).
// Each such release is loaded through a federation runtime instance of its own (`createInstance`),
// never through the shell's shared instance, which serves every other visitor: its remote entry is
// evaluated apart (its own chunks, its own module cache, kept on `globalThis` under a name of its
// own), while the libraries it takes from the shell (React, the router, emotion...) are the shell's
// very modules, handed over through copies of the shell's share declarations.
import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@pv/shared/contract/page';
import { createRemoteRegistry, sharedRemotes, type RemoteRegistry } from './remote-registry';
import type { RemoteDeployment } from './remote-deployments';

const registries = new Map<string, RemoteRegistry>();

const keyOf = (name: RemoteName, release: string) => `${name}@${release}`;
/** Where the runtime keeps the release's loaded entry (globalThis), apart from the current release's. */
const entryGlobalNameOf = (key: string) => `__pv_release__${key}`;

/** The shell's share declarations, copied: the new instance records its own use of them, never in the shell's. */
function sharedOfShell() {
  const host = getInstance();
  if (!host) throw new Error('The shell has no federation runtime to share its libraries from');
  return Object.fromEntries(
    Object.entries(host.options.shared).map(([pkg, versions]) => [
      pkg,
      versions.map(({ version, get, shareConfig, scope }) => ({ version, get, shareConfig, scope: [...scope] })),
    ]),
  );
}

/**
 * Where `deployment` of the remote is loaded: the shared runtime when it is the one `current`, else
 * the release's own instance (made at its first request, kept while the release may be asked for).
 */
export function registryFor(name: RemoteName, deployment: RemoteDeployment, current: RemoteDeployment | undefined): RemoteRegistry {
  if (!current || deployment.id === current.id) return sharedRemotes;
  const key = keyOf(name, deployment.id);
  let registry = registries.get(key);
  if (!registry) {
    const instance = createInstance({ name: `shell+${key}`, remotes: [], shared: sharedOfShell(), shareStrategy: 'loaded-first' });
    registry = createRemoteRegistry(instance, () => entryGlobalNameOf(key));
    registry.configure([{ name, entry: deployment.serverEntry }]);
    registries.set(key, registry);
  }
  return registry;
}

/** Drops the remote's release instances but those of `keep` (its canary, the releases it keeps, minus the current one). */
export function forgetReleaseRuntimes(name: RemoteName, keep: readonly string[]): void {
  for (const key of registries.keys()) {
    const [remote, release] = key.split('@') as [string, string];
    if (remote !== name || keep.includes(release)) continue;
    registries.delete(key);
    Reflect.deleteProperty(globalThis, entryGlobalNameOf(key));
  }
}
