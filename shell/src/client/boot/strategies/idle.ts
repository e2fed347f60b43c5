// `idle`: the island is due once the page has loaded and the browser has a moment with nothing to
// do; at the latest IDLE_TIMEOUT_MS after the load. Browsers without idle callbacks wait a little.
import type { Strategy } from './strategy';

export const IDLE_TIMEOUT_MS = 2000;
const NO_IDLE_CALLBACK_DELAY_MS = 200;

export const whenIdle: Strategy = (_marker, due, win = window) => {
  const afterLoad = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => due(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(due, NO_IDLE_CALLBACK_DELAY_MS);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
};
