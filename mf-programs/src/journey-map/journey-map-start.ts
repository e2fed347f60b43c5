// The journey map in the browser, without React: a script island (docs/decisions/0026-script-islands.md)
// that drives the server's HTML of journey-map.tsx. Hovering or focusing a marker highlights it and
// shows its card (title, description, Explore, or Revisit once visited); a first tap does the same
// on a touch screen. Choosing a destination (its marker or the card's link) records the visit,
// fades the map out over FADE_MS and then navigates; with reduced motion it navigates at once. The
// progress row counts the visited destinations, here or in another tab. Escape closes the card.
// Before this starts, or without scripts, every marker is a plain link.
import { trackCtaClick } from '@pv/shared/analytics/analytics';
import { eventListeners, partOf } from '@pv/shared/islands/script-island-dom';
import { isPlainClick } from '@pv/shared/navigation/plain-click';
import { navigateTo } from '@pv/shared/navigation/site-location';
import { markVisited, subscribeVisited, visitedSnapshot } from './visited-locations';

/** How long the map fades out before it navigates (docs/behaviour.md, "Journey map screen"). */
export const FADE_MS = 800;

/** Analytics category of the map's choices. */
export const JOURNEY_MAP_CATEGORY = 'Journey Map';

// The server's HTML (journey-map.tsx) marks what this script drives: the map (data-journey-map),
// each destination's place (data-destination="<id>") with its marker (data-marker), card
// (data-card), card link (data-card-link) and close button (data-card-close), the progress row's
// count (data-visited-count) and dots (data-dot="<id>"), and each part shown only once its
// destination is visited, or only until then (data-shown-when="once-visited" or "until-visited",
// toggled with `hidden`).

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Starts the journey map inside `island` (its marker element); returns what stops it. */
export function startJourneyMap(island: HTMLElement): () => void {
  const map = partOf(island, 'data-journey-map');
  const places = Array.from(map.querySelectorAll<HTMLElement>('[data-destination]'));
  const count = partOf(map, 'data-visited-count');
  const dots = Array.from(map.querySelectorAll<HTMLElement>('[data-dot]'));
  const { on, removeAll } = eventListeners();
  let active: HTMLElement | null = null;
  let leaving = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A tap on a touch screen first shows the card; set on pointerdown, read by the click.
  let tapShowsCard = false;

  const idOf = (place: HTMLElement) => place.getAttribute('data-destination') ?? '';

  function showVisited() {
    const visited = new Set(visitedSnapshot());
    let total = 0;
    for (const place of places) {
      const isVisited = visited.has(idOf(place));
      if (isVisited) total += 1;
      place.toggleAttribute('data-visited', isVisited);
      for (const shown of place.querySelectorAll<HTMLElement>('[data-shown-when]')) {
        shown.hidden = (shown.getAttribute('data-shown-when') === 'once-visited') !== isVisited;
      }
    }
    for (const dot of dots) dot.toggleAttribute('data-visited', visited.has(dot.getAttribute('data-dot') ?? ''));
    count.textContent = String(total);
  }

  function show(place: HTMLElement | null) {
    if (active === place) return;
    if (active) {
      active.removeAttribute('data-active');
      partOf(active, 'data-card').hidden = true;
    }
    active = place;
    if (place) {
      place.setAttribute('data-active', '');
      partOf(place, 'data-card').hidden = false;
    }
  }

  /** Hides the card of `place` and leaves the focus on its marker rather than on a hidden element. */
  function closeCard(place: HTMLElement) {
    if (place.contains(document.activeElement)) partOf(place, 'data-marker').focus();
    show(null);
  }

  function choose(place: HTMLElement, href: string) {
    if (leaving) return;
    const action = place.querySelector('[data-card-link] [data-shown-when]:not([hidden])')?.textContent ?? '';
    const title = place.querySelector('h3')?.textContent ?? '';
    trackCtaClick(JOURNEY_MAP_CATEGORY, `${action} - ${title}`);
    markVisited(idOf(place));
    if (prefersReducedMotion()) {
      navigateTo(href);
      return;
    }
    leaving = true;
    map.setAttribute('data-leaving', '');
    timer = setTimeout(() => navigateTo(href), FADE_MS);
  }

  for (const place of places) {
    const marker = partOf<HTMLAnchorElement>(place, 'data-marker');
    const onChoose = (fromMarker: boolean) => (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (fromMarker && tapShowsCard) {
        tapShowsCard = false;
        show(place);
        return;
      }
      choose(place, (event.currentTarget as HTMLAnchorElement).getAttribute('href') ?? '/');
    };
    on(place, 'pointerenter', (event) => {
      if (event.pointerType !== 'touch') show(place);
    });
    on(place, 'pointerleave', (event) => {
      if (event.pointerType !== 'touch' && !place.contains(document.activeElement) && active === place) show(null);
    });
    on(place, 'focusin', () => show(place));
    on(place, 'keydown', (event) => {
      if (event.key === 'Escape' && active === place) closeCard(place);
    });
    on(marker, 'pointerdown', (event) => {
      tapShowsCard = event.pointerType === 'touch' && active !== place;
    });
    on(marker, 'click', onChoose(true));
    on(partOf(place, 'data-card-link'), 'click', onChoose(false));
    on(partOf(place, 'data-card-close'), 'click', () => closeCard(place));
  }
  // Back to a page the browser kept whole: show the map again.
  on(window, 'pageshow', (event) => {
    if (!event.persisted) return;
    leaving = false;
    map.removeAttribute('data-leaving');
  });

  const unsubscribe = subscribeVisited(showVisited);
  showVisited();
  return () => {
    removeAll();
    unsubscribe();
    clearTimeout(timer);
  };
}
