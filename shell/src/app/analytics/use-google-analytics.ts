import { useEffect } from 'react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { loadGoogleAnalytics } from './google-analytics';

/** The client-rendered build: GA4 once the app has mounted. */
export function useGoogleAnalytics() {
  const { analyticsId } = useSiteConfig();
  useEffect(() => loadGoogleAnalytics(analyticsId), [analyticsId]);
}
