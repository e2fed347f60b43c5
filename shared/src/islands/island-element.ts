// Without React, so the shell's boot script can find islands without loading it.

/** The element around an island's server HTML; `display: contents` (the global styles), so layout ignores it. */
export const ISLAND_ELEMENT = 'pv-island';

/** `useId` inside an island starts with this, on the server and in the browser: its ids differ from the page's and from other islands'. */
export const islandIdPrefix = (id: string) => `${id}-`;
