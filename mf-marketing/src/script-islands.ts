// Every script island of this remote by name: built into its browser `script-islands.js`, without
// React, which the boot script loads when one of them is due (docs/decisions/0026-script-islands.md).
import type { ScriptIslandStarts } from '@pv/shared/islands/script-islands';
import { startFounderPathSelector } from './home/founder-path-start';
import { startVentureJourneyMap } from './home/venture-journey-map-start';

export const scriptIslands = {
  'founder-path-selector': startFounderPathSelector,
  'venture-journey-map': startVentureJourneyMap,
} satisfies ScriptIslandStarts;
