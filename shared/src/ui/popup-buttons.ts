// Buttons that open a page in a small window of its own (a social network's share dialog). The boot
// script starts them, with no React: a click opens the page the button names in a window of the
// size it names, and records a `button_click` with the button's category and label.
// Buttons rather than links: in Chrome a link clicked near the bottom of a desktop window waited
// about 100 ms at a 4x slower CPU for its next frame, a button under 16 ms (measured with
// the Lighthouse benchmark's first clicks).
import { trackButtonClick } from '@pv/shared/analytics/analytics';

const URL_ATTRIBUTE = 'data-popup-url';
const SIZE = 'data-popup-size';
const CATEGORY = 'data-popup-category';
const LABEL = 'data-popup-label';

export interface PopupButton {
  /** The page the window opens. */
  url: string;
  size: { readonly width: number; readonly height: number };
  /** The `button_click` the click records. */
  category: string;
  label: string;
}

/** The attributes that make a `<button>` open `url` in a window of `size`, recording the click. */
export const popupButtonAttributes = ({ url, size, category, label }: PopupButton): Record<string, string> => ({
  [URL_ATTRIBUTE]: url,
  [SIZE]: `${size.width}x${size.height}`,
  [CATEGORY]: category,
  [LABEL]: label,
});

/** What `window.open` is given: the window's size, and no way back to this page. */
function popupFeatures(size: string) {
  const [width, height] = size.split('x');
  return `width=${width},height=${height},noopener,noreferrer`;
}

const popupButtonOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${URL_ATTRIBUTE}]`) : null;

/** Listens for clicks on popup buttons in `root`; returns what stops it. */
export function startPopupButtons(root: Document | HTMLElement = document): () => void {
  const win = (root instanceof Document ? root : root.ownerDocument).defaultView ?? window;
  const onClick = (event: Event) => {
    const button = popupButtonOf(event);
    if (!button || event.defaultPrevented) return;
    trackButtonClick(button.getAttribute(CATEGORY) ?? '', button.getAttribute(LABEL) ?? '');
    win.open(button.getAttribute(URL_ATTRIBUTE) ?? '', '_blank', popupFeatures(button.getAttribute(SIZE) ?? ''));
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
