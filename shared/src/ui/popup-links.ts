// Links that open their page in a small window of its own rather than a tab (a social network's
// share dialog). The boot script starts them, with no React: a click opens the window at the size
// the link names and records a `button_click` with the link's category and label. Without
// JavaScript, or with a modifier key held, they are links that open a new tab.
import { trackButtonClick } from '@pv/shared/analytics/analytics';

const SIZE = 'data-popup-size';
const CATEGORY = 'data-popup-category';
const LABEL = 'data-popup-label';

export interface PopupLink {
  size: { readonly width: number; readonly height: number };
  /** The `button_click` the click records. */
  category: string;
  label: string;
}

/** The attributes that make an `<a target="_blank">` open a window of `size`, recording the click. */
export const popupLinkAttributes = ({ size, category, label }: PopupLink): Record<string, string> => ({
  [SIZE]: `${size.width}x${size.height}`,
  [CATEGORY]: category,
  [LABEL]: label,
});

/** What `window.open` is given: the window's size, and no way back to this page. */
export const popupFeatures = (size: string) => {
  const [width, height] = size.split('x');
  return `width=${width},height=${height},noopener,noreferrer`;
};

const popupLinkOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${SIZE}]`) : null);

/** Listens for clicks on popup links in `root`; returns what stops it. */
export function startPopupLinks(root: Document | HTMLElement = document): () => void {
  const win = (root instanceof Document ? root : root.ownerDocument).defaultView ?? window;
  const onClick = (event: MouseEvent) => {
    const link = popupLinkOf(event);
    if (!link || event.defaultPrevented) return;
    trackButtonClick(link.getAttribute(CATEGORY) ?? '', link.getAttribute(LABEL) ?? '');
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    win.open(link.href, '_blank', popupFeatures(link.getAttribute(SIZE) ?? ''));
  };
  root.addEventListener('click', onClick as EventListener);
  return () => root.removeEventListener('click', onClick as EventListener);
}
