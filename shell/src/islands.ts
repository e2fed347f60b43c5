// The shell's own React islands (docs/decisions/0007-islands.md): the browser loads each on its own
// when a page shows it. None today: every island of the shell is a script island
// (./script-islands.ts). A remote's islands come from its `./islands` module instead.
import type { IslandLoaders } from '@pv/shared/islands/island';

export const shellIslands = {} satisfies IslandLoaders;
