// For each remote's islands test: every entry of its `src/islands.ts` loads an island declared
// under that very name, so the browser finds the code of every island the server rendered.
import type { IslandLoaders } from '@pv/shared/islands/island';

export async function expectIslandsNamedByKey(islands: IslandLoaders) {
  for (const [name, load] of Object.entries(islands)) {
    const { default: component } = await load();
    expect({ name, islandName: component.islandName }).toEqual({ name, islandName: name });
  }
}
