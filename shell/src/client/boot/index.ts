// The boot script, every page's only script until an island is due: analytics (page views, link
// clicks, real-user vitals), pages fetched ahead on hover, the header's menus, the tab sets, the
// popup buttons (a post's share buttons), the embeds, the drawings in place of images that fail,
// the pause control of CSS animations, the 404 page's report, and each island's strategy
// (docs/decisions/0018-hydration-strategies.md). An island due is started with its remote's script
// (docs/decisions/0026-script-islands.md). No page loads React
// (docs/decisions/0029-no-react-in-the-browser.md): keep it that way (the page's script is checked
// by e2e/tests/js-budget.spec.ts).
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
// at 1x, a long task on a slow phone (docs/performance.md, "Eleventh pass"). The islands first: a
// `load` island waits for nothing else, and whoever sees the header scripted may already say that
// islands are due. The vitals' observers see the page's earlier entries anyway (buffered).
let vitals: Promise<unknown> = Promise.resolve();
for (const start of [
  () => scheduleIslands(state.islands, scriptIslandStarter(state)),
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
