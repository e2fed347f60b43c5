// `{ media }`: the island is due once its media query matches: at once if it does, else when the
// screen changes so that it does (a window widened, a phone turned).
import type { Strategy } from './strategy';

export const whenMedia =
  (query: string): Strategy =>
  (_marker, due, win = window) => {
    if (typeof win.matchMedia !== 'function') return due();
    const list = win.matchMedia(query);
    if (list.matches) return due();
    const change = () => {
      if (!list.matches) return;
      list.removeEventListener('change', change);
      due();
    };
    list.addEventListener('change', change);
  };
