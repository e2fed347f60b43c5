// The boot script, every page's only script until an island is due: analytics (page views, link
// clicks, real-user vitals), pages fetched ahead on hover, the header's menus, the tab sets, the
// popup buttons (a post's share buttons), the embeds, the drawings in place of images that fail,
// the pause control of CSS animations, the 404 page's report, and each island's strategy. A React
// island due brings the hydrator (React and the federation runtime); a script island of the shell,
// a chunk of this build (docs/decisions/0032-react-islands.md). No React here: every page runs this
// (its size is checked by e2e/tests/js-budget.spec.ts).
import { startPauseControls } from '@pv/shared/motion/pause-control';
import { startEmbedFrames } from '@pv/shared/ui/embed-frames';
import { startImageFallbacks } from '@pv/shared/ui/image-fallbacks';
import { startPopupButtons } from '@pv/shared/ui/popup-buttons';
import { startTabSets } from '@pv/shared/ui/tab-sets';
import { startHeaderMenus } from '../../app/layout/header-menus';
import { readPageState } from '../../app/page-state';
import { startAnalytics } from './page-views';
import { reportNotFound } from './report-not-found';
import { scheduleIslands } from './schedule-islands';
import { hydratorLoader } from './load-hydrator';
import { scriptIslandStarter } from './start-script-islands';
import { reportWebVitals } from './web-vitals';

const state = readPageState();
/** Browsers without Speculation Rules download the route table the hover prefetch needs. */
function prefetchWithoutSpeculationRules() {
  if (typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules')) return;
  import(/* webpackChunkName: "boot-prefetch" */ './prefetch-on-hover')
    .then(({ prefetchPagesOnHover }) => prefetchPagesOnHover())
    .catch((error: unknown) => console.error('Pages could not be fetched ahead:', error));
}
// Each in a task of its own, in this order: the boot script in one piece was a task of 4 to 10 ms
// at 1x, a long task on a slow phone. The islands first: a
// `load` island waits for nothing else, and whoever sees the header scripted may already say that
// islands are due. The vitals' observers see the page's earlier entries anyway (buffered).
let vitals: Promise<unknown> = Promise.resolve();
const startScriptIslands = scriptIslandStarter(state);
const loadHydrator = hydratorLoader(state);
for (const start of [
  () =>
    scheduleIslands(state.islands, () => {
      loadHydrator();
      startScriptIslands();
    }),
  () => startAnalytics(state.config),
  startHeaderMenus,
  startTabSets,
  startPopupButtons,
  startEmbedFrames,
  startImageFallbacks,
  startPauseControls,
  prefetchWithoutSpeculationRules,
  () => (vitals = reportWebVitals(state)),
  () => reportNotFound(state.route),
  // Last: everything above has started, the vitals' observers too (`<html data-booted>`, for tools and tests).
  () => void vitals.then(() => document.documentElement.setAttribute('data-booted', '')),
]) {
  setTimeout(start, 0);
}
