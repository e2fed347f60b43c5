// A remote's standalone page serves the same paths as the composed site: its live routes of the
// route table. A route with parameters needs an example path to link to.
import type { RemoteName } from '@pv/shared/contract/page';
import { routesOf } from '@pv/shared/contract/routes';
import type { StandaloneRoute } from '@pv/shared/standalone/standalone-app';

export function standaloneRoutes(remote: RemoteName, examples: Readonly<Record<string, string>> = {}): StandaloneRoute[] {
  return routesOf(remote).map((route) => {
    const href = examples[route.path];
    if (route.path.includes(':') && !href) throw new Error(`${remote}: give the standalone page an example path for ${route.path}`);
    return { path: route.path, page: route.page, label: href ?? route.path, ...(href ? { href } : {}) };
  });
}
