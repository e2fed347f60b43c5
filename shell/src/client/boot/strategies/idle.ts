// `idle`: the island is due once the page has loaded and the browser is idle (on screen, but rarely
// used at once), within IDLE_TIMEOUT_MS of the load at the latest. Without requestIdleCallback, a
// moment after the load.
import type { Strategy } from './strategy';

/** The longest an idle island waits after the page's load event for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2_000;

export const whenIdle: Strategy = (_marker, due, win = window) => {
  const whenLoaded = (run: () => void) =>
    win.document.readyState === 'complete' ? run() : win.addEventListener('load', () => run(), { once: true });
  whenLoaded(() => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => due(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(due, 200);
  });
};
