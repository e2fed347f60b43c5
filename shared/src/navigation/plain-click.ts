// Without React, so the boot script and script islands can use it as well as React's handlers.

/** What `isPlainClick` reads of a click: a DOM event or React's. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  currentTarget: EventTarget | null;
}

/** A click on a link the page may take over: the main button, no modifier key, meant for this tab. */
export function isPlainClick(event: LinkClick) {
  const link = event.currentTarget instanceof Element ? event.currentTarget : null;
  const target = link?.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !link?.hasAttribute('download')
  );
}
