// The code of an island: the shell's own by dynamic import, a remote's through the Module
// Federation runtime from the remote's browser build (`<remote>/islands`), bounded by the
// browser's time-out for a remote.
import type { IslandComponent, IslandOwner, IslandsModule } from '@pv/shared/islands/island';
import type { RemoteName } from '@pv/shared/contract/remotes';
import { loadRemoteModule } from '../../federation/remote-registry';
import { shellIslands } from '../../islands';
import { yieldToMain } from '../start-in-steps';

const remoteIslands = new Map<RemoteName, Promise<IslandsModule>>();

function islandsOf(remote: RemoteName): Promise<IslandsModule> {
  let module = remoteIslands.get(remote);
  if (!module) {
    module = loadRemoteModule<IslandsModule>(`${remote}/islands`);
    remoteIslands.set(remote, module);
  }
  return module;
}

// The props of each island differ; the caller hydrates it with the props the server wrote.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function loadIsland(owner: IslandOwner, name: string): Promise<IslandComponent<any>> {
  const loaders = owner === 'shell' ? shellIslands : (await islandsOf(owner)).islands;
  // The remote's entry has just run; its island's chunks and the libraries they negotiate come in
  // a task of their own.
  if (owner !== 'shell') await yieldToMain();
  const load = (loaders as IslandsModule['islands'])[name];
  if (!load) throw new Error(`${owner} has no island "${name}"`);
  const { default: island } = await load();
  if (island.islandName !== name) throw new Error(`${owner} lists "${island.islandName}" under the name "${name}"`);
  return island;
}
