// The shell's own islands (docs/decisions/0007-islands.md): the browser loads each on its own when
// a page shows it. A remote's islands come from its `./islands` module instead.
import type { IslandLoaders } from '@pv/shared/islands/island';

export const shellIslands = {
  newsletter: () => import('./app/newsletter/newsletter-form'),
  'floating-cta': () => import('./app/layout/floating-cta'),
  'remote-retry': () => import('./app/remote/remote-retry'),
} satisfies IslandLoaders;
