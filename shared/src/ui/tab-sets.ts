// The behaviour of the page's tab sets (shared/src/ui/tab-set.tsx), without React: the shell's boot
// script starts it on every page, so a page whose only interactive part is a tab set downloads no
// React, and its panels are never hydrated (docs/decisions/0023-header-without-react.md).
// - A click on a tab selects it: a history entry of this document (`?tab=forum`), which back and
//   forward move between, announced with the in-page navigation event as the islands' own are.
// - Arrow keys (wrapping), Home and End move the focus and select; only the selected tab is in
//   the Tab order (automatic activation, as the WAI-ARIA tabs pattern describes).
// - A change of the query made elsewhere in the page (back, forward, an island) selects the tab it names.
// Without JavaScript every tab is a link to its URL, which the server renders selected.
import { IN_PAGE_NAVIGATION_EVENT, moveInPage } from '@pv/shared/navigation/in-page-navigation';
import { withQueryParam } from '@pv/shared/navigation/query-param';

/** On a tab set's root element; its value is the set's id. */
export const TAB_SET_ATTRIBUTE = 'data-tab-set';
/** On the root: the query parameter that holds the selection. */
export const TAB_PARAM_ATTRIBUTE = 'data-tab-param';
/** On the root: the tab shown when the URL names none; it is never written into the URL. */
export const DEFAULT_TAB_ATTRIBUTE = 'data-default-tab';
/** On each tab: its value in the URL. */
export const TAB_ATTRIBUTE = 'data-tab';

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function startTabSet(set: HTMLElement, win: Window): () => void {
  const tabs = [...set.querySelectorAll<HTMLAnchorElement>(`[role="tab"][${TAB_ATTRIBUTE}]`)].filter(
    (tab) => tab.closest(`[${TAB_SET_ATTRIBUTE}]`) === set,
  );
  const tabList = tabs[0]?.closest<HTMLElement>('[role="tablist"]');
  if (!tabList) return () => {};
  const valueOf = (tab: HTMLElement) => tab.getAttribute(TAB_ATTRIBUTE) ?? '';
  const param = set.getAttribute(TAB_PARAM_ATTRIBUTE) ?? 'tab';
  const defaultTab = set.getAttribute(DEFAULT_TAB_ATTRIBUTE) ?? valueOf(tabs[0] as HTMLElement);

  const selectedInUrl = () => {
    const value = new URLSearchParams(win.location.search).get(param);
    return tabs.find((tab) => valueOf(tab) === value) ?? tabs.find((tab) => valueOf(tab) === defaultTab);
  };
  const urlOf = (tab: HTMLElement) => {
    const { pathname, search } = win.location;
    const next = withQueryParam({ pathname, search, hash: '' }, param, valueOf(tab) === defaultTab ? null : valueOf(tab));
    return `${next.pathname}${next.search}`;
  };
  const show = () => {
    const selected = selectedInUrl();
    for (const tab of tabs) {
      const isSelected = tab === selected;
      tab.setAttribute('aria-selected', String(isSelected));
      tab.tabIndex = isSelected ? 0 : -1;
      tab.setAttribute('href', urlOf(tab));
      const panel = set.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !isSelected;
    }
  };
  const select = (tab: HTMLElement) => {
    if (tab === selectedInUrl()) return;
    moveInPage(urlOf(tab), {}, win);
  };

  const onClick = (event: MouseEvent) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('[role="tab"]') : null;
    // Another tab of the browser, or a modifier key: the link's own behaviour.
    const elsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!tab || !tabs.includes(tab) || event.defaultPrevented || elsewhere) return;
    event.preventDefault();
    select(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    const from = tabs.indexOf(event.target as HTMLAnchorElement);
    if (!move || from < 0) return;
    event.preventDefault();
    const next = tabs[move(from, tabs.length)] as HTMLAnchorElement;
    next.focus();
    select(next);
  };

  show();
  // Says the set is driven (as the header's menus do): the visitor's next click stays in the page.
  set.setAttribute('data-scripted', '');
  tabList.addEventListener('click', onClick);
  tabList.addEventListener('keydown', onKeyDown);
  win.addEventListener('popstate', show);
  win.addEventListener(IN_PAGE_NAVIGATION_EVENT, show);
  return () => {
    tabList.removeEventListener('click', onClick);
    tabList.removeEventListener('keydown', onKeyDown);
    win.removeEventListener('popstate', show);
    win.removeEventListener(IN_PAGE_NAVIGATION_EVENT, show);
  };
}

/** Starts every tab set under `root`; returns what stops them (for tests: a page stops with its document). */
export function startTabSets(root: ParentNode = document, win: Window = window): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>(`[${TAB_SET_ATTRIBUTE}]`)].map((set) => startTabSet(set, win));
  return () => stops.forEach((stop) => stop());
}
