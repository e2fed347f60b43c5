import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '@pv/shared/analytics/analytics';

/** One page view per route change, the first load included: path plus query. */
export function usePageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
}
