// The founder path selector in the browser, without React: a script island (docs/decisions/0026-script-islands.md)
// that drives the server's HTML of founder-path-selector.tsx. Choosing a card shows its
// recommendation and puts the focus on its heading; "Choose Different Path" shows the cards again
// with the focus on the card chosen before. Each is a change of the URL's query in the page
// (`?path=serial`), so Back and Forward move between them; without scripts every card is a link
// that loads the page with its recommendation.
import { trackButtonClick } from '@pv/shared/analytics/analytics';
import { eventListeners, partOf } from '@pv/shared/islands/script-island-dom';
import { IN_PAGE_NAVIGATION_EVENT } from '@pv/shared/navigation/in-page-navigation';
import { isPlainClick } from '@pv/shared/navigation/plain-click';

/** The query parameter that holds the chosen path. */
export const PATH_PARAM = 'path';

/** Analytics category of the selector's choices. */
export const FOUNDER_PATH_CATEGORY = 'Founder Path';

// The server's HTML marks the cards (data-path-cards), each card's link (data-path-choice="<id>"),
// each path's recommendation (data-path="<id>") with its heading (data-path-heading) and its way
// back (data-path-back="<label>"); whichever the URL does not show is `hidden`.

/** Starts the selector inside `island` (its marker element); returns what stops it. */
export function startFounderPathSelector(island: HTMLElement): () => void {
  const cards = partOf(island, 'data-path-cards');
  const choices = Array.from(cards.querySelectorAll<HTMLAnchorElement>('[data-path-choice]'));
  const results = Array.from(island.querySelectorAll<HTMLElement>('[data-path]'));
  const resultFor = (id: string | null) => results.find((result) => result.getAttribute('data-path') === id) ?? null;
  const { on, removeAll } = eventListeners();

  /** Shows what the URL chooses; `focus` is where the focus goes then (none after a load, Back or Forward). */
  function show(focus?: HTMLElement | null) {
    const result = resultFor(new URLSearchParams(window.location.search).get(PATH_PARAM));
    cards.hidden = result !== null;
    for (const candidate of results) candidate.hidden = candidate !== result;
    focus?.focus();
  }

  /** Goes to the link's URL in the page, as the site's in-page navigations do (the page view is counted). */
  function follow(link: HTMLAnchorElement, label: string, focus: HTMLElement | null) {
    trackButtonClick(FOUNDER_PATH_CATEGORY, label);
    window.history.pushState(null, '', link.href);
    window.dispatchEvent(new Event(IN_PAGE_NAVIGATION_EVENT));
    show(focus);
  }

  for (const choice of choices) {
    const result = resultFor(choice.getAttribute('data-path-choice'));
    if (!result) continue;
    const heading = partOf(result, 'data-path-heading');
    const back = partOf<HTMLAnchorElement>(result, 'data-path-back');
    on(choice, 'click', (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      follow(choice, choice.textContent ?? '', heading);
    });
    on(back, 'click', (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      follow(back, back.getAttribute('data-path-back') ?? '', choice);
    });
  }
  on(window, 'popstate', () => show());
  show();
  return removeAll;
}
