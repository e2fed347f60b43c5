// The Venture Journey Map in the browser, without React: a script island (docs/decisions/0026-script-islands.md)
// that drives the server's HTML of venture-journey-map.tsx. From the medium breakpoint on, at most one
// stage's card is open: its emblem opens it and closes it again, and Escape anywhere in the open
// card closes it and gives the focus back to the emblem. Pointing at or focusing a stage that has a
// next one highlights the route to it and its timing. On phones CSS shows every card whole.
import { eventListeners } from '@pv/shared/islands/script-island-dom';

// The server's HTML marks each stage (data-stage="<id>", data-expanded while its card is open),
// whose one button is its emblem (aria-expanded), and the route to the next stage in the drawing
// (data-route="<from>-<to>") with its timing in the stage (data-timing="<from>-<to>"); both carry
// data-highlighted while the route is.

/** Starts the map inside `island` (its marker element); returns what stops it. */
export function startVentureJourneyMap(island: HTMLElement): () => void {
  const { on, removeAll } = eventListeners();

  /** A stage's one button: its emblem, which opens and closes its card. */
  function emblemOf(element: HTMLElement): HTMLButtonElement {
    const emblem = element.querySelector<HTMLButtonElement>('button');
    if (!emblem) throw new Error("No emblem button in a stage of the island's HTML");
    return emblem;
  }

  /** The route to the next stage: its line in the drawing and its timing; none from the last stage. */
  function routeOf(element: HTMLElement): HTMLElement[] {
    const timing = element.querySelector<HTMLElement>('[data-timing]');
    const line = timing && island.querySelector<HTMLElement>(`[data-route="${timing.getAttribute('data-timing')}"]`);
    return timing && line ? [timing, line] : [];
  }

  const stages = Array.from(island.querySelectorAll<HTMLElement>('[data-stage]'), (element) => ({
    element,
    emblem: emblemOf(element),
    route: routeOf(element),
  }));
  type Stage = (typeof stages)[number];
  let active: Stage | null = null;

  function highlight(stage: Stage | null) {
    if (active === stage) return;
    if (active) for (const part of active.route) part.removeAttribute('data-highlighted');
    active = stage;
    if (stage) for (const part of stage.route) part.setAttribute('data-highlighted', '');
  }

  function expand(open: Stage | null) {
    for (const stage of stages) {
      const isOpen = stage === open;
      stage.element.toggleAttribute('data-expanded', isOpen);
      stage.emblem.setAttribute('aria-expanded', String(isOpen));
    }
  }

  for (const stage of stages) {
    const { element, emblem } = stage;
    const isOpen = () => element.hasAttribute('data-expanded');
    on(emblem, 'click', () => expand(isOpen() ? null : stage));
    on(element, 'keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      expand(null);
      emblem.focus();
    });
    on(element, 'mouseenter', () => highlight(stage));
    on(element, 'mouseleave', () => {
      if (active === stage) highlight(null);
    });
    on(element, 'focusin', () => highlight(stage));
    on(element, 'focusout', (event) => {
      if (!element.contains(event.relatedTarget as Node | null) && active === stage) highlight(null);
    });
  }
  return removeAll;
}
