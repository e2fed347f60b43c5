// Analytics of a server-rendered page: one page view when the page is shown (after activation, for
// a page the browser prerendered: never for one that is only prerendered), one more for every
// change of path or query through the location source (the blog's filters), GA4 when configured,
// and the document's link listener for link clicks.
import { trackPageView } from '@pv/shared/analytics/analytics';
import { listenForLinkClicks } from '@pv/shared/analytics/link-clicks';
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { LocationSource } from '@pv/shared/navigation/site-location';
import { loadGoogleAnalytics } from '../app/analytics/google-analytics';

/** `document.prerendering`, not yet in TypeScript's DOM types. */
type MaybePrerendering = Document & { prerendering?: boolean };

/** Runs `start` once the page is shown to the visitor: now, or when a prerendered page is activated. */
export function whenShown(start: () => void, doc: MaybePrerendering = document) {
  if (doc.prerendering) doc.addEventListener('prerenderingchange', start, { once: true });
  else start();
}

export function startAnalytics(config: Pick<SiteConfig, 'analyticsId'>, source: LocationSource, doc: Document = document) {
  listenForLinkClicks(doc);
  whenShown(() => {
    loadGoogleAnalytics(config.analyticsId, doc);
    const pathAndQuery = () => {
      const { pathname, search } = source.location();
      return `${pathname}${search}`;
    };
    let shown = pathAndQuery();
    trackPageView(shown);
    source.subscribe(() => {
      const next = pathAndQuery();
      if (next === shown) return;
      shown = next;
      trackPageView(next);
    });
  }, doc);
}
