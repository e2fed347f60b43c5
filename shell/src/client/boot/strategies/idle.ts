// `idle`: the island is due once the page has loaded and the browser has a moment with nothing to
// do (at the latest IDLE_TIMEOUT_MS after that). A page whose `load` is held back (a remote's entry
// that is slow to answer, a frame that never does) waits at most LOAD_WAIT_MS for it. Browsers
// without idle callbacks wait a little instead.
import type { Strategy } from './strategy';

export const IDLE_TIMEOUT_MS = 2000;
export const LOAD_WAIT_MS = 3000;
const NO_IDLE_CALLBACK_DELAY_MS = 200;

export const whenIdle: Strategy = (_marker, due, win = window) => {
  let armed = false;
  const afterLoad = () => {
    if (armed) return;
    armed = true;
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => due(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(due, NO_IDLE_CALLBACK_DELAY_MS);
  };
  if (win.document.readyState === 'complete') return afterLoad();
  win.addEventListener('load', afterLoad, { once: true });
  win.setTimeout(afterLoad, LOAD_WAIT_MS);
};
