// Every island of this remote by name: what its browser container exposes as `./islands`, each
// loaded on its own when a page's island is due (docs/decisions/0032-react-islands.md).
import type { IslandLoaders } from '@pv/shared/islands/islands-module';

export const islands = {
  assessment: () => import('./assessment/components/assessment-tool'),
  'results-actions': () => import('./assessment/components/results-actions'),
} satisfies IslandLoaders;
