// Which links lead to pages, for the browser to load them ahead of the click: the Speculation
// Rules in every page (prerender on hover or pointer down) and the prefetch on hover of
// browsers without them. Never the documents (/sitemap.xml, /rss.xml, /robots.txt), files, or a
// link that downloads or opens another tab.
import { documents } from '@pv/shared/contract/routes';

/** Path patterns (URL Pattern syntax) that are not pages. */
export const notPages: readonly string[] = [
  ...documents.map((document) => document.path),
  '/assets/*',
  '/images/*',
  '/favicon.svg',
  '/healthz',
];

/** Links the browser must not load ahead: downloads, and links to another tab or window. */
export const notPageLinkSelector = '[download], [target]:not([target="_self"])';

/** Prerender a link of the site once the pointer rests on it (or presses it): Chrome's "moderate" eagerness. */
export function speculationRules() {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [{ href_matches: '/*' }, { not: { href_matches: notPages } }, { not: { selector_matches: notPageLinkSelector } }],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

const matches = (pattern: string, pathname: string) =>
  pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;

/** Whether the browser may load `link`'s page ahead of a click from the page at `here`. */
export function isPageLink(link: Element, here: Location | URL): boolean {
  const href = link.getAttribute('href');
  if (!href || link.matches(notPageLinkSelector)) return false;
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return false;
  }
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search)) return false;
  return !notPages.some((pattern) => matches(pattern, url.pathname));
}
