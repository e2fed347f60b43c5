// Every island of this remote, by name, each loaded on its own (shared/src/islands/island.tsx).
import type { IslandLoaders } from '@pv/shared/islands/island';

export const islands = {
  'rotating-word': () => import('./home/rotating-word'),
  'founder-path-selector': () => import('./home/founder-path-selector'),
  'venture-journey-map': () => import('./home/venture-journey-map'),
} satisfies IslandLoaders;
