/**
 * Dispatched on the window after a change of the query made in the page with the History API
 * (which has no event of its own for it): a tab set or an island that moved the URL says so, and
 * code outside it (the shell's page views, the tab sets) follows.
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
