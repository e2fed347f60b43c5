import { useEffect } from 'react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Loads GA4 only when a measurement id is configured. Page views are sent by the shell itself on
 * every route change, so GA's automatic one is turned off.
 */
export function useGoogleAnalytics() {
  const { analyticsId } = useSiteConfig();
  useEffect(() => {
    if (!analyticsId || window.gtag) return;
    const dataLayer = (window.dataLayer ??= []);
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', analyticsId, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(analyticsId)}`;
    document.head.appendChild(script);
  }, [analyticsId]);
}
