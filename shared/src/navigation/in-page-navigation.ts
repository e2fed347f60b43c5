// Changes of the query made in the page: a tab set, an island that shows its state in place (the
// founder path selector, the blog list), and Back and Forward between the history entries they add.
// Without React and without the navigation seam, for the boot script.

/**
 * Dispatched on the window after a change of the query made in the page with the History API
 * (which has no event of its own for it): a tab set or an island that moved the URL says so, and
 * code outside it (the shell's page views, the tab sets, the islands that read the location)
 * follows.
 */
export const IN_PAGE_NAVIGATION_EVENT = 'pv-in-page-navigation';

/**
 * Marks a link whose state the page's own script shows in the page (the blog list's pages): the
 * browser never loads its document ahead (shell/src/routing/page-links.ts), as the click never
 * opens it. Without scripts it is a link like any other.
 */
export const IN_PAGE_LINK_ATTRIBUTE = 'data-in-page';
/** The attribute as props of a link element. */
export const inPageLink = { [IN_PAGE_LINK_ATTRIBUTE]: '' } as const;

/**
 * Moves the window's URL to `to`, a URL of this document (another query, say), with the History
 * API, and announces it: no document is loaded, and Back returns to the entry before.
 */
export function moveInPage(to: string, { replace = false }: { replace?: boolean } = {}, win: Window = window) {
  if (replace) win.history.replaceState(null, '', to);
  else win.history.pushState(null, '', to);
  win.dispatchEvent(new Event(IN_PAGE_NAVIGATION_EVENT));
}
