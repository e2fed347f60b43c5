// Every script island of this remote by name: built into its browser `script-islands.js`, without
// React, which the boot script loads when one of them is due (docs/decisions/0026-script-islands.md).
import type { ScriptIslandStarts } from '@pv/shared/islands/script-islands';
import { startJourneyMap } from './journey-map/journey-map-start';

export const scriptIslands = {
  'journey-map': startJourneyMap,
} satisfies ScriptIslandStarts;
