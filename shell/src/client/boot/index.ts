// The boot script, every page's only script until an island is due: analytics (page views, link
// clicks, real-user vitals), pages fetched ahead on hover, the header's menus, the tab sets, the
// pause control of CSS animations, and each island's hydration strategy. The hydrator (React, the federation
// runtime, the islands' code) is added to the page with the first island due
// (docs/decisions/0018-hydration-strategies.md).
// It imports no React: keep it that way (its size is checked by e2e/tests/js-budget.spec.ts).
import { startPauseControls } from '@pv/shared/motion/pause-control';
import { startTabSets } from '@pv/shared/ui/tab-sets';
import { startHeaderMenus } from '../../app/layout/header-menus';
import { readPageState } from '../../app/page-state';
import { hydratorLoader } from './load-hydrator';
import { startAnalytics } from './page-views';
import { scheduleIslands } from './schedule-islands';
import { reportWebVitals } from './web-vitals';

const state = readPageState();
startAnalytics(state.config);
startHeaderMenus();
startTabSets();
startPauseControls();
// Only browsers without Speculation Rules download the route table it needs.
if (!(typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules'))) {
  import(/* webpackChunkName: "boot-prefetch" */ './prefetch-on-hover')
    .then(({ prefetchPagesOnHover }) => prefetchPagesOnHover())
    .catch((error: unknown) => console.error('Pages could not be fetched ahead:', error));
}
scheduleIslands(state.islands, hydratorLoader(state.hydrator));
// In a task of its own: on a slow phone the boot script in one piece is a long task (about 70 ms at
// a 6x slower CPU), and its observers see the page's earlier entries anyway (buffered).
setTimeout(() => reportWebVitals(state), 0);
