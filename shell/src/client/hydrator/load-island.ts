// A React island's component, from its remote's browser container (`<remote>/islands`) through the
// Module Federation runtime, from the release the page state pins, bounded by the browser's time-out
// for a remote (docs/decisions/0032-react-islands.md). The runtime is the host's, which provides the
// shared singletons (React, React DOM, emotion, React Query) to every container.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';
import type { RemoteName } from '@pv/shared/contract/remotes';
import { ISLANDS_MODULE, type IslandsModule } from '@pv/shared/islands/islands-module';
import type { RemoteEntry } from '../../federation/remote-registry';
import { withTimeout } from '../../federation/loading-policy';
import { yieldToMain } from './start-in-steps';

const islandsModules = new Map<RemoteName, Promise<IslandsModule>>();
let attempts = 0;

/** Names each remote's container to the runtime: the entries of the releases the page was rendered with. */
export function registerContainers(remotes: readonly RemoteEntry[]) {
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/**
 * Forgets a remote's container that could not be loaded, so the next load fetches it afresh: a new
 * query on its URL keeps any cache (the runtime's, the browser's) from handing back the failed copy.
 */
export function reloadContainer(remote: RemoteEntry) {
  islandsModules.delete(remote.name);
  const url = new URL(remote.entry, window.location.href);
  url.searchParams.set('retry', String(++attempts));
  registerRemotes([{ name: remote.name, entry: url.href }], { force: true });
}

function islandsOf(remote: RemoteName): Promise<IslandsModule> {
  let module = islandsModules.get(remote);
  if (!module) {
    const request = `${remote}/${ISLANDS_MODULE.slice(2)}`;
    module = withTimeout(loadRemote<IslandsModule>(request), REMOTE_TIMEOUT_MS.browser, `Remote ${remote}`).then((loaded) => {
      if (!loaded || typeof loaded.islands !== 'object') throw new Error(`${request} exports no islands`);
      return loaded;
    });
    // A container that failed is asked for again only by a Retry (reloadContainer).
    islandsModules.set(remote, module);
  }
  return module;
}

// The props of each island differ; the caller hydrates it with the props the server wrote.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function loadIsland(remote: RemoteName, name: string): Promise<ComponentType<any>> {
  const { islands } = await islandsOf(remote);
  // The container has just run; its island's chunks and the libraries they share come in a task of their own.
  await yieldToMain();
  const load = islands[name];
  if (!load) throw new Error(`${remote} has no island "${name}"`);
  const { default: island } = await withTimeout(load(), REMOTE_TIMEOUT_MS.browser, `Island ${remote}:${name}`);
  if (island.islandName !== name) throw new Error(`${remote} lists "${island.islandName}" under the name "${name}"`);
  return island;
}
