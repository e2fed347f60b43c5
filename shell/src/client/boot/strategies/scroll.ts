// `scroll`: the island is due at the visitor's first scroll, or at once on a page opened scrolled
// (a link to a section, a reload further down).
import type { Strategy } from './strategy';

export const onFirstScroll: Strategy = (_marker, due, win = window) => {
  if (win.scrollY > 0) return due();
  win.addEventListener('scroll', () => due(), { once: true, passive: true });
};
