// What the remote's browser build exposes as `./islands`: every interactive region of its pages, by
// name, each loaded on its own (docs/decisions/0007-islands.md).
import type { IslandLoaders } from '@pv/shared/islands/island';

export const islands = {
  assessment: () => import('./assessment/components/assessment-tool'),
} satisfies IslandLoaders;
