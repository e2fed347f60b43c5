// Which links lead to pages, for the browser to load them ahead of the click: the Speculation
// Rules in every page (prerender on hover or pointer down) and the prefetch on hover of
// browsers without them. Never a path of the server that is not a page (the documents, the API,
// health, the newsletter form, files: shared/src/contract/server-paths.ts), nor a link that
// downloads or opens another tab, nor a tab of a tab set (the boot script selects it in the page:
// docs/decisions/0023-header-without-react.md), nor a link whose state its page's script shows in
// place (the blog list's pages: a prerender of the whole page that its click never opens).
import { matchesServerPath, notPagePatterns } from '@pv/shared/contract/server-paths';
import { IN_PAGE_LINK_ATTRIBUTE } from '@pv/shared/navigation/in-page-navigation';

/** Links the browser must not load ahead: downloads, links to another tab or window, tabs, and links shown in place. */
export const notPageLinkSelector = `[download], [target]:not([target="_self"]), [role="tab"], [${IN_PAGE_LINK_ATTRIBUTE}]`;

/** One pattern of the table's as a regular expression of the path after its first `/`. */
const regExpSourceOf = (pattern: string) =>
  pattern
    .slice(1)
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');

/**
 * Every path of the server that is not a page, as one URL pattern: the browser runs one regular
 * expression per link, where a list of 29 patterns was 29, whenever a link is added or the page's
 * URL moves (4 of the 9 ms the rules cost a change of the blog list: docs/performance.md).
 */
export const notPagePattern = `/(${notPagePatterns.map(regExpSourceOf).join('|')})`;

/** Prerender a link of the site once the pointer rests on it (or presses it): Chrome's "moderate" eagerness. */
export function speculationRules() {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [{ href_matches: '/*' }, { not: { href_matches: notPagePattern } }, { not: { selector_matches: notPageLinkSelector } }],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

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
  return !notPagePatterns.some((pattern) => matchesServerPath(pattern, url.pathname));
}
