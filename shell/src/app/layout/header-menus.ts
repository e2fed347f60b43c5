// The header's behaviour, without React (docs/decisions/0023-header-without-react.md): the server
// renders the header with every menu closed, its disclosure buttons carrying `aria-expanded` and
// `aria-controls`; the boot script calls `startHeaderMenus`, which takes them over. Until then, and
// without JavaScript, the menus open through CSS (hover and focus), which stops once the header
// carries HEADER_SCRIPTED_ATTRIBUTE. This module must not import React: the boot script bundles it.
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_OPEN_DELAY_MS, HEADER_SCROLL_THRESHOLD_PX } from './navigation';

/** Hooks the server's header markup carries for this script. */
export const HEADER_ATTRIBUTE = 'data-site-header';
/** On the header once this script drives its menus; the CSS fallbacks apply only without it. */
export const HEADER_SCRIPTED_ATTRIBUTE = 'data-scripted';
/** On each desktop dropdown's wrapper (its trigger is the wrapper's button). */
export const DROPDOWN_ATTRIBUTE = 'data-dropdown';
/** On the phone menu's toggle. */
export const MOBILE_TOGGLE_ATTRIBUTE = 'data-menu-toggle';
/** On a phone menu group's button (an accordion). */
export const ACCORDION_ATTRIBUTE = 'data-accordion';

export const MOBILE_TOGGLE_LABELS = { open: 'Open menu', close: 'Close menu' } as const;
export const ACCORDION_SIGNS = { open: '−', closed: '+' } as const;

const isOpen = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

/** Opens or closes what a disclosure button controls, and says so on the button. */
function setExpanded(button: HTMLElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  const controlled = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (controlled) controlled.hidden = !open;
}

interface Dropdown {
  wrapper: HTMLElement;
  trigger: HTMLButtonElement;
  timer?: number;
}

/** Desktop dropdowns: hover opens after 300 ms and closes 150 ms after leaving; one open at a time. */
function startDropdowns(header: HTMLElement, win: Window) {
  const dropdowns = Array.from(header.querySelectorAll<HTMLElement>(`[${DROPDOWN_ATTRIBUTE}]`)).flatMap((wrapper) => {
    const trigger = wrapper.querySelector<HTMLButtonElement>('button[aria-controls]');
    return trigger ? [{ wrapper, trigger } as Dropdown] : [];
  });
  const setOpen = (dropdown: Dropdown, open: boolean) => {
    win.clearTimeout(dropdown.timer);
    if (open) for (const other of dropdowns) if (other !== dropdown) setExpanded(other.trigger, false);
    setExpanded(dropdown.trigger, open);
  };
  // Focus given back to the trigger after Escape must not reopen the menu.
  let returningFocus = false;

  for (const dropdown of dropdowns) {
    const { wrapper, trigger } = dropdown;
    const schedule = (open: boolean, delay: number) => {
      win.clearTimeout(dropdown.timer);
      dropdown.timer = win.setTimeout(() => setOpen(dropdown, open), delay);
    };
    // Hover is for pointers that hover; a tap is a click.
    wrapper.addEventListener('pointerenter', (event) => event.pointerType !== 'touch' && schedule(true, DROPDOWN_OPEN_DELAY_MS));
    wrapper.addEventListener('pointerleave', (event) => event.pointerType !== 'touch' && schedule(false, DROPDOWN_CLOSE_DELAY_MS));
    wrapper.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen(trigger)) return;
      // The phone menu's Escape is not this one's.
      event.stopPropagation();
      setOpen(dropdown, false);
      returningFocus = true;
      trigger.focus();
      returningFocus = false;
    });
    wrapper.addEventListener('focusout', (event) => {
      if (!wrapper.contains(event.relatedTarget as Node | null)) setOpen(dropdown, false);
    });
    // Keyboard focus opens the menu; a mouse click focuses too and is handled as a click.
    trigger.addEventListener('focus', () => {
      if (!returningFocus && trigger.matches(':focus-visible')) setOpen(dropdown, true);
    });
    trigger.addEventListener('click', () => setOpen(dropdown, !isOpen(trigger)));
    // A menu the CSS fallback showed (under the pointer, or holding the focus) stays open.
    if (wrapper.matches(':hover') || wrapper.contains(header.ownerDocument.activeElement)) setOpen(dropdown, true);
  }
}

/** The phone menu: its toggle, its groups as accordions, Escape from anywhere in the header. */
function startMobileMenu(header: HTMLElement) {
  const toggle = header.querySelector<HTMLButtonElement>(`button[${MOBILE_TOGGLE_ATTRIBUTE}]`);
  if (!toggle) return;
  const doc = header.ownerDocument;
  const menu = doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
  const setOpen = (open: boolean) => {
    setExpanded(toggle, open);
    toggle.setAttribute('aria-label', open ? MOBILE_TOGGLE_LABELS.close : MOBILE_TOGGLE_LABELS.open);
  };
  toggle.addEventListener('click', () => setOpen(!isOpen(toggle)));
  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen(toggle)) return;
    setOpen(false);
    toggle.focus();
  });
  for (const accordion of menu?.querySelectorAll<HTMLButtonElement>(`button[${ACCORDION_ATTRIBUTE}]`) ?? []) {
    accordion.addEventListener('click', () => {
      const open = !isOpen(accordion);
      setExpanded(accordion, open);
      const sign = accordion.querySelector('[aria-hidden="true"]');
      if (sign) sign.textContent = open ? ACCORDION_SIGNS.open : ACCORDION_SIGNS.closed;
    });
  }
  // A menu opened through the CSS fallback (the toggle or a link in it focused by a tap) stays open.
  const focused = doc.activeElement;
  if (focused && (focused === toggle || menu?.contains(focused))) setOpen(true);
}

/** The scrolled style, past 50 px. */
function startScrolledState(header: HTMLElement, win: Window) {
  const update = () => {
    if (win.scrollY > HEADER_SCROLL_THRESHOLD_PX) header.setAttribute('data-scrolled', 'true');
    else header.removeAttribute('data-scrolled');
  };
  update();
  win.addEventListener('scroll', update, { passive: true });
}

/** Takes over the page's header, if it has one. */
export function startHeaderMenus(doc: Document = document, win: Window = window) {
  const header = doc.querySelector<HTMLElement>(`header[${HEADER_ATTRIBUTE}]`);
  if (!header) return;
  startDropdowns(header, win);
  startMobileMenu(header);
  startScrolledState(header, win);
  header.setAttribute(HEADER_SCRIPTED_ATTRIBUTE, '');
}
