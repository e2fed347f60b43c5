// The hydrator's start: each React island marked due is hydrated, now and whenever the boot script
// marks more (docs/decisions/0032-react-islands.md).
import { readPageState } from '../../app/page-state';
import { ISLANDS_DUE_EVENT, markPageReady, unpromptedSettled } from '../boot/island-signals';
import { hydrateIslands } from './hydrate-islands';

const state = readPageState();

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
