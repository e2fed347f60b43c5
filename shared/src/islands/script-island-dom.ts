// What script islands (docs/decisions/0032-react-islands.md) share to drive their server HTML
// without React: finding their marked parts, and listeners removed all at once when they stop.

/** The element under `within` marked with `attribute`; its absence is a mismatch between the HTML and its script, so an error. */
export function partOf<E extends HTMLElement = HTMLElement>(within: ParentNode, attribute: string): E {
  const found = within.querySelector<E>(`[${attribute}]`);
  if (!found) throw new Error(`No [${attribute}] in the island's HTML`);
  return found;
}

/** Event listeners added with `on`, all removed by `removeAll`. */
export function eventListeners() {
  const removers: (() => void)[] = [];
  function on<K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => void): void;
  function on<K extends keyof WindowEventMap>(target: Window, type: K, handler: (event: WindowEventMap[K]) => void): void;
  function on(target: EventTarget, type: string, handler: (event: Event) => void) {
    target.addEventListener(type, handler);
    removers.push(() => target.removeEventListener(type, handler));
  }
  return { on, removeAll: () => removers.splice(0).forEach((remove) => remove()) };
}
