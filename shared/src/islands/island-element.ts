// Without React, so the shell's boot script can find islands without loading it.

/** The element around an island's server HTML; `display: contents` (the global styles), so layout ignores it. */
export const ISLAND_ELEMENT = 'pv-island';
