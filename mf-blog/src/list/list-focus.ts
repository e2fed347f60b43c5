// Where the focus goes when the blog list moves to another state (docs/behaviour.md, "Every page":
// never to the document). A control the new state keeps keeps the focus (React keeps its element);
// one it has not (a badge removed, Clear, a button of the results) gives it to the same control in
// the new content, else to the filters' heading or the results' summary.

/** What makes two elements the same control of the list, wherever React rendered them. */
const IDENTITY = ['name', 'value', 'data-remove-filter', 'data-value', 'data-list-clear', 'aria-label'] as const;

const sameControl = (focused: Element) => (candidate: Element) =>
  candidate.tagName === focused.tagName && IDENTITY.every((name) => candidate.getAttribute(name) === focused.getAttribute(name));

/** A control of the panel that a change may take away: the badges and Clear go with the filters they clear. */
const mayGo = (element: Element) => element.matches('[data-remove-filter], [data-list-clear]');

export interface ListParts {
  panel: HTMLElement | null;
  results: HTMLElement | null;
}

/**
 * Called as a change is committed, before React renders it: notes the focused control of the panel
 * or the results and returns what puts the focus back once the new state is on screen. A control
 * that may go gives up the focus first: the browser would otherwise lay the page out when the
 * focused element is removed, and again when the focus is put back (docs/decisions/0022-blog-list-speed.md).
 */
export function focusAcrossChange({ panel, results }: ListParts): (parts: ListParts) => void {
  const focused = document.activeElement;
  const within =
    focused && focused !== panel && panel?.contains(focused) ? 'panel' : focused && results?.contains(focused) ? 'results' : null;
  if (!focused || !within) return () => {};
  if (focused instanceof HTMLElement && (within === 'results' || mayGo(focused))) focused.blur();
  return (after) => {
    const part = after[within];
    if (!part || part.contains(document.activeElement)) return;
    const same = Array.from(part.querySelectorAll<HTMLElement>(focused.tagName)).find(sameControl(focused));
    if (same) same.focus({ preventScroll: true });
    else if (within === 'panel') part.querySelector<HTMLElement>('h2[tabindex]')?.focus({ preventScroll: true });
    else focusSummary(part);
  };
}

/** The results' "Showing …" line, a live region that takes the focus after a page link. */
export function focusSummary(results: HTMLElement | null) {
  results?.querySelector<HTMLElement>('[data-list-summary]')?.focus();
}
