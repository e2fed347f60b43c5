// What a remote's browser container exposes (docs/decisions/0032-react-islands.md), and what the
// shell's script islands are. Without React, so the boot script can use it.
import type { FunctionComponent } from 'react';

/** The remote's browser container, beside its `mf-manifest.json`: what the hydrator loads. */
export const BROWSER_ENTRY_FILE = 'remoteEntry.js';

/** The module each remote's browser container exposes: its islands. */
export const ISLANDS_MODULE = './islands';

/**
 * A remote's `src/islands.ts`: every island it declares, by name, each loaded on its own (one island
 * per file, its default export), so a page loads only the code of the islands it shows.
 */
// The props of each island differ; the loader only promises some island component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandLoaders = Readonly<Record<string, () => Promise<{ default: FunctionComponent<any> & { islandName: string } }>>>;

/** What `./islands` exports. */
export interface IslandsModule {
  islands: IslandLoaders;
}

/** Starts a script island of the shell on its marker element (which holds its server HTML); returns what stops it. */
export type IslandStart = (marker: HTMLElement) => () => void;

/** Each script island's start function by island name: what the shell's `src/script-islands.ts` exports as `scriptIslands`. */
export type ScriptIslandStarts = Readonly<Record<string, IslandStart>>;
