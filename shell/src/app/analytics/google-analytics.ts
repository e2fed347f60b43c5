export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Loads GA4 when a measurement id is configured (once per page). Page views are sent by the shell
 * itself, so GA's automatic one is turned off.
 */
export function loadGoogleAnalytics(analyticsId: string | null, doc: Document = document) {
  if (!analyticsId || window.gtag) return;
  const dataLayer = (window.dataLayer ??= []);
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', analyticsId, { send_page_view: false });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(analyticsId)}`;
  doc.head.appendChild(script);
}
