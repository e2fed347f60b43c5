// `visible`: the island is due once any part of it comes within half a screen of the viewport, so
// it is live before the visitor reaches it. The marker itself has no box (`display: contents`):
// its children are watched. Without IntersectionObserver, it is due at once.
import type { Strategy } from './strategy';

/** How far ahead of the viewport an island starts: half the viewport's height, above and below. */
export const VISIBLE_MARGIN = '50% 0px';

export const whenVisible: Strategy = (marker, due, win = window) => {
  const boxes = Array.from(marker.children);
  if (typeof win.IntersectionObserver !== 'function' || boxes.length === 0) return due();
  const observer = new win.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      due();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const box of boxes) observer.observe(box);
};
