/**
 * Dispatched on the window after a change of the query made in the page with the History API
 * (which has no event of its own for it): a tab set or an island that moved the URL says so, and
 * code outside it (the shell's page views, the tab sets) follows.
 */
export const IN_PAGE_NAVIGATION_EVENT = 'pv-in-page-navigation';
