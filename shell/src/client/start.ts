// A server-rendered page in the browser: no client router and no hydration of the whole page.
// The location source is the History API (a change of the query stays in the page, another path is
// another document), analytics follow the page and its query, links to pages are fetched ahead on
// browsers without Speculation Rules, and each island of the page is hydrated on its own
// (docs/decisions/0007-islands.md).
import { historyLocationSource } from '@pv/shared/navigation/history-location-source';
import { registerLocationSource } from '@pv/shared/navigation/site-location';
import { readPageState } from '../app/page-state';
import { hydrateIslands } from './islands/hydrate-islands';
import { startAnalytics } from './page-views';
import { prefetchPagesOnHover } from './prefetch-on-hover';

const state = readPageState();
const source = historyLocationSource();
registerLocationSource(source);
startAnalytics(state.config, source);
prefetchPagesOnHover();

hydrateIslands(state)
  .catch((error: unknown) => console.error('The islands of the page failed to start:', error))
  .finally(() => {
    // Every island is live (or has failed): tools and tests can tell the page is ready.
    document.documentElement.dataset.page = window.location.pathname;
  });
