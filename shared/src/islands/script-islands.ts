// Script islands: a remote's island that needs no React in the browser (docs/decisions/0026-script-islands.md).
// The server renders it like any island; in the browser, instead of hydrating it, the boot script
// imports its remote's `script-islands.js` (an ES module built from the remote's
// `src/script-islands.ts`, with no React and no federation) and calls the island's start function
// on its marker element, which drives the server's HTML. Without React, so the boot script can use it.

/** Starts a script island on its marker element (which holds its server HTML); returns what stops it. */
export type IslandStart = (marker: HTMLElement) => () => void;

/** Each script island's start function by island name: what a remote's `src/script-islands.ts` exports as `scriptIslands`. */
export type ScriptIslandStarts = Readonly<Record<string, IslandStart>>;

/** The module of a remote's browser build holding its script islands: the whole of that build's script. */
export const SCRIPT_ISLANDS_FILE = 'script-islands.js';
