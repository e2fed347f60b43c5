// Every script island of this remote by name: built into its browser `script-islands.js`, without
// React, which the boot script loads when one of them is due (docs/decisions/0026-script-islands.md).
import type { ScriptIslandStarts } from '@pv/shared/islands/script-islands';
import { startAssessment } from './assessment/components/assessment-start';
import { startResultsActions } from './assessment/components/results-actions-start';
import { startResultsEmail } from './assessment/components/results-email-start';

export const scriptIslands = {
  assessment: startAssessment,
  'results-actions': startResultsActions,
  'results-email': startResultsEmail,
} satisfies ScriptIslandStarts;
