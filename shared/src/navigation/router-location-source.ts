// The location source of a react-router data router (the shell's browser router, a standalone
// page's router, a test's memory router): the only place that ties the navigation seam to it.
import type { DataRouter } from 'react-router-dom';
import type { LocationSource } from '@pv/shared/navigation/site-location';

export function routerLocationSource(router: DataRouter): LocationSource {
  return {
    location: () => {
      const { pathname, search, hash } = router.state.location;
      return { pathname, search, hash };
    },
    subscribe: (listener) => router.subscribe(() => listener()),
    navigate: (to, options = {}) => void router.navigate(to, { replace: options.replace ?? false }),
    navigatesInPage: () => true,
  };
}
