// The shell's own React islands (docs/decisions/0007-islands.md): the browser loads each on its own
// when a page shows it. A remote's islands come from its `./islands` module instead, and the
// shell's script islands are in ./script-islands.ts.
import type { IslandLoaders } from '@pv/shared/islands/island';

export const shellIslands = {
  'remote-retry': () => import('./app/remote/remote-retry'),
} satisfies IslandLoaders;
