// Analytics of a server-rendered page: one page view when the page is shown (after activation, for
// a page the browser prerendered: never for one that is only prerendered), one more for every
// change of the query in the page (the blog's filters or a tab, moved by its script with the History
// API, or back and forward between them), GA4 when configured, and the document's link listener for
// link clicks. No island needs to have started for any of it.
import { trackPageView } from '@pv/shared/analytics/analytics';
import { listenForLinkClicks } from '@pv/shared/analytics/link-clicks';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { IN_PAGE_NAVIGATION_EVENT } from '@pv/shared/navigation/in-page-navigation';
import { loadGoogleAnalytics } from '../../app/analytics/google-analytics';

/** `document.prerendering`, not yet in TypeScript's DOM types. */
type MaybePrerendering = Document & { prerendering?: boolean };

/** Runs `start` once the page is shown to the visitor: now, or when a prerendered page is activated. */
export function whenShown(start: () => void, doc: MaybePrerendering = document) {
  if (doc.prerendering) doc.addEventListener('prerenderingchange', start, { once: true });
  else start();
}

/** Returns what stops it (for tests: a page stops with its document). */
export function startAnalytics(config: Pick<SiteConfig, 'analyticsId'>, doc: Document = document): () => void {
  const stopLinkClicks = listenForLinkClicks(doc);
  const win = doc.defaultView ?? window;
  let stopPageViews = () => {};
  whenShown(() => {
    loadGoogleAnalytics(config.analyticsId, doc);
    const documentPath = doc.location.pathname;
    const pathAndQuery = () => `${doc.location.pathname}${doc.location.search}`;
    let shown = pathAndQuery();
    trackPageView(shown);
    const followQuery = () => {
      const next = pathAndQuery();
      // Back or forward to another path loads that page, which counts itself.
      if (next === shown || doc.location.pathname !== documentPath) return;
      shown = next;
      trackPageView(next);
    };
    win.addEventListener(IN_PAGE_NAVIGATION_EVENT, followQuery);
    win.addEventListener('popstate', followQuery);
    stopPageViews = () => {
      win.removeEventListener(IN_PAGE_NAVIGATION_EVENT, followQuery);
      win.removeEventListener('popstate', followQuery);
    };
  }, doc);
  return () => {
    stopLinkClicks();
    stopPageViews();
  };
}
