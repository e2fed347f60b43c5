// Another release of a remote than its current one (a team's preview, a canary's candidate), served
// by the same server process beside the current one (docs/decisions/0020-preview-and-canary.md).
// Each such release is loaded through a federation runtime instance of its own (`createInstance`),
// never through the shell's shared instance, which serves every other visitor: its remote entry is
// evaluated apart (its own chunks, its own module cache, kept on `globalThis` under a name of its
// own), while the libraries it takes from the shell (React, the router, emotion...) are the shell's
// very modules, handed over through copies of the shell's share declarations.
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { createInstance, getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@pv/shared/contract/page';
import { createRemoteRegistry, sharedRemotes, type RemoteRegistry } from './remote-registry';
import type { RemoteDeployment } from './remote-deployments';

type FederationInstance = ReturnType<typeof createInstance>;

const registries = new Map<string, { registry: RemoteRegistry; instance: FederationInstance }>();

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

interface FederationGlobal {
  __FEDERATION__: { __INSTANCES__: FederationInstance[] };
}

/**
 * Runs `evaluate` (a release's entry) where the remote's runtime sees no federation instance of
 * the remote's name, so the release's code makes its own (with its own chunk loading), and returns
 * that instance. It is kept out of the global list after, so nothing that looks instances up by
 * name (the shared runtime reloading the current release) takes it for the current release's.
 */
function apartFromOtherReleases(name: string, evaluate: () => void): FederationInstance[] {
  const instances = (globalThis as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__;
  const others = instances.filter((instance) => instance.name === name);
  const without = () => instances.filter((instance) => instance.name !== name);
  instances.splice(0, instances.length, ...without());
  try {
    evaluate();
    return instances.filter((instance) => instance.name === name);
  } finally {
    instances.splice(0, instances.length, ...without(), ...others);
  }
}

/**
 * The release's chunks from the release's own folder. A remote's Node code finds where its chunks
 * are by the first host instance that loaded a remote of its name (the shell's shared one, serving
 * the current release): the release's instance fetches the same file names beside its own entry.
 */
const releaseChunks = (entry: string): ModuleFederationRuntimePlugin => {
  const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
  return {
    name: 'pv-release-chunks',
    fetch: (url) => (url.startsWith(folder) ? undefined : fetch(`${folder}${url.slice(url.lastIndexOf('/') + 1)}`)),
  };
};

const nodeRequire = createRequire(path.join(process.cwd(), 'index.js'));

/**
 * Loads a release's Node entry (a CommonJS module naming its container by the remote's name), as
 * the runtime's Node loader does, but apart from the current release: the runtime's own loader
 * would first look for a container under the remote's name on `globalThis`, the current one's.
 */
const releaseEntryLoader = (globalName: string): ModuleFederationRuntimePlugin => ({
  name: 'pv-release-entry',
  async loadEntry({ remoteInfo }) {
    const answer = await fetch(remoteInfo.entry);
    if (!answer.ok) throw new Error(`${remoteInfo.entry} answered ${answer.status}`);
    const url = new URL(remoteInfo.entry);
    const script = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${await answer.text()}\n})`, {
      filename: url.href,
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    const entry = { exports: {} as Record<string, unknown> };
    const run = script.runInThisContext() as (...args: unknown[]) => void;
    const made = apartFromOtherReleases(remoteInfo.name, () =>
      run(entry.exports, entry, nodeRequire, path.posix.dirname(url.pathname), url.pathname),
    );
    for (const instance of made) instance.registerPlugins([releaseChunks(url.href)]);
    const container = entry.exports[remoteInfo.name];
    if (!container) throw new Error(`${remoteInfo.entry} exports no container ${remoteInfo.name}`);
    (globalThis as Record<string, unknown>)[globalName] = container;
    return container as never;
  },
});

function createReleaseRegistry(name: RemoteName, deployment: RemoteDeployment, key: string) {
  const instance = createInstance({
    name: `shell+${key}`,
    remotes: [],
    shared: sharedOfShell(),
    shareStrategy: 'loaded-first',
    plugins: [releaseEntryLoader(entryGlobalNameOf(key))],
  });
  const registry = createRemoteRegistry(instance, () => entryGlobalNameOf(key));
  registry.configure([{ name, entry: deployment.serverEntry }]);
  return { registry, instance };
}

/** Drops a release's instance (from the runtime's global list too) and its loaded entry. */
const forget = (key: string) => {
  const instances = (globalThis as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__;
  const dropped = registries.get(key)?.instance;
  if (dropped && instances.includes(dropped)) instances.splice(instances.indexOf(dropped), 1);
  registries.delete(key);
  Reflect.deleteProperty(globalThis, entryGlobalNameOf(key));
};

/**
 * Where `deployment` of the remote is loaded: the shared runtime when it is the one `current`, else
 * the release's own instance (made at its first request, kept while the release may be asked for).
 * Loading a release afresh (after a failure) makes a new instance: the runtime's own way, removing
 * the remote from the instance, would look the remote's instance up by name and could take the
 * current release's.
 */
export function registryFor(name: RemoteName, deployment: RemoteDeployment, current: RemoteDeployment | undefined): RemoteRegistry {
  if (!current || deployment.id === current.id) return sharedRemotes;
  const key = keyOf(name, deployment.id);
  const registry = () => {
    let one = registries.get(key);
    if (!one) registries.set(key, (one = createReleaseRegistry(name, deployment, key)));
    return one.registry;
  };
  return {
    configure: () => {},
    read: (remote) => registry().read(remote),
    loadPages: (...args) => registry().loadPages(...args),
    loadModule: (...args) => registry().loadModule(...args),
    reload: () => forget(key),
  };
}

/** Drops the remote's release instances but those of `keep` (its canary, the releases it keeps, minus the current one). */
export function forgetReleaseRuntimes(name: RemoteName, keep: readonly string[]): void {
  for (const key of registries.keys()) {
    const [remote, release] = key.split('@') as [string, string];
    if (remote !== name || keep.includes(release)) continue;
    forget(key);
  }
}
