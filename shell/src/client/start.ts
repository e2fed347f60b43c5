// The hydrator's start, once the boot script has found a first island due (boot/index.ts): the
// location source is the History API (a change of the query stays in the page, another path is
// another document), and each island marked due is hydrated on its own, now and whenever the boot
// script marks more (docs/decisions/0007-islands.md, docs/decisions/0018-hydration-strategies.md).
import { historyLocationSource } from '@pv/shared/navigation/history-location-source';
import { registerLocationSource } from '@pv/shared/navigation/site-location';
import { readPageState } from '../app/page-state';
import { hydrateIslands } from './islands/hydrate-islands';
import { ISLANDS_DUE_EVENT, markPageReady, unpromptedSettled } from './hydration-signals';

const state = readPageState();
registerLocationSource(historyLocationSource());

const hydrateDue = () =>
  hydrateIslands(state)
    .catch((error: unknown) => console.error('The islands of the page failed to start:', error))
    .finally(() => {
      // Tools and tests can tell the page is ready.
      if (unpromptedSettled(state.islands)) markPageReady();
    });

// An island that comes into view because of a tap (a list grown shorter brings the footer near)
// waits until the frame answering that tap is on screen.
const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));
document.addEventListener(ISLANDS_DUE_EVENT, () => afterNextPaint(() => void hydrateDue()));
void hydrateDue();
