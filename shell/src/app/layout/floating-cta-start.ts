// The floating call to action in the browser, without React: a script island
// (docs/decisions/0032-react-islands.md) that drives the server's HTML of floating-cta.tsx. It
// shows the shortcut after FLOATING_CTA_SHOW_AFTER_PX of scroll, hides it within
// FLOATING_CTA_HIDE_NEAR_BOTTOM_PX of the page's bottom, and once dismissed keeps it away for the
// tab's next pages, until a page is reloaded. Its link's click is recorded from its attributes.
import { eventListeners, partOf } from '@pv/shared/islands/script-island-dom';

/** docs/behaviour.md, "Every page": shown after 800 px of scroll, hidden within 400 px of the page bottom. */
export const FLOATING_CTA_SHOW_AFTER_PX = 800;
export const FLOATING_CTA_HIDE_NEAR_BOTTOM_PX = 400;

export function shouldShowFloatingCta(scrollY: number, viewportHeight: number, pageHeight: number): boolean {
  const distanceToBottom = pageHeight - (scrollY + viewportHeight);
  return scrollY > FLOATING_CTA_SHOW_AFTER_PX && distanceToBottom > FLOATING_CTA_HIDE_NEAR_BOTTOM_PX;
}

/** Remembers a dismissal for the tab's next pages; a reload of a page forgets it. */
export const DISMISSED_KEY = 'pv-floating-cta-dismissed';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isReload = () => (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';

/** Starts the floating call to action inside `island` (its marker element); returns what stops it. */
export function startFloatingCta(island: HTMLElement): () => void {
  const shortcut = partOf(island, 'data-floating-cta');
  const { on, removeAll } = eventListeners();
  if (isReload()) storage()?.removeItem(DISMISSED_KEY);
  if (storage()?.getItem(DISMISSED_KEY) === '1') return removeAll;

  const update = () => {
    shortcut.hidden = !shouldShowFloatingCta(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
  };
  on(window, 'scroll', update);
  on(window, 'resize', update);
  on(partOf(shortcut, 'data-dismiss'), 'click', () => {
    storage()?.setItem(DISMISSED_KEY, '1');
    removeAll();
    shortcut.hidden = true;
    // The button goes away with the focus it holds: the focus moves to the page's content, not the document.
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  update();
  return removeAll;
}
