// Which links lead to pages, for the browser to load them ahead of the click: the Speculation
// Rules in every page (prerender on hover or pointer down) and the prefetch on hover of
// browsers without them. Never a path of the server that is not a page (the documents, the API,
// health, the newsletter form, files: shared/src/contract/server-paths.ts), nor a link that
// downloads or opens another tab, nor a tab of a tab set (the boot script selects it in the page:
// docs/decisions/0024-tab-sets-without-react.md).
import { matchesServerPath, notPagePatterns } from '@pv/shared/contract/server-paths';

/** Links the browser must not load ahead: downloads, links to another tab or window, and tabs. */
export const notPageLinkSelector = '[download], [target]:not([target="_self"]), [role="tab"]';

/** Prerender a link of the site once the pointer rests on it (or presses it): Chrome's "moderate" eagerness. */
export function speculationRules() {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [{ href_matches: '/*' }, { not: { href_matches: notPagePatterns } }, { not: { selector_matches: notPageLinkSelector } }],
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
