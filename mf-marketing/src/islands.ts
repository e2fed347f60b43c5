// Every island of this remote by name, each loaded on its own (docs/decisions/0006-page-parts-and-widgets.md).
import type { IslandLoaders } from '@pv/shared/islands/island';

export const islands = {
  'founder-path-selector': () => import('./home/founder-path-selector'),
  'venture-journey-map': () => import('./home/venture-journey-map'),
} satisfies IslandLoaders;
