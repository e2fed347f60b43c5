// The blog list in the browser, without React: a script island (docs/decisions/0026-script-islands.md)
// that drives the server's HTML of blog-list.tsx. Every change (a search, the sort, a topic or an
// author, a badge, Clear, a page) is a new URL query: the list asks the server for that URL's page
// and puts its results, filter panel and controls in place of its own, so the server alone renders
// the list. The URL moves in the page once the new state is in, or after LIST_CHANGE_WAIT_MS with
// the previous page busy meanwhile (dimmed STALE_DIM_DELAY_MS later). Back and Forward show the
// state of their URL; the states seen are kept (list-pages.ts). A state is asked for as soon as the
// visitor starts to choose it: when a control is pressed (the change comes with the release), when
// the sort opens (every other order), when typing pauses (docs/decisions/0031-list-states-asked-for-when-pressed.md).
import { eventListeners, partOf } from '@pv/shared/islands/script-island-dom';
import { IN_PAGE_NAVIGATION_EVENT } from '@pv/shared/navigation/in-page-navigation';
import { isPlainClick } from '@pv/shared/navigation/plain-click';
import {
  ERROR_RECOVERY_INTERVAL_MS,
  LIST_CHANGE_WAIT_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PREFETCH_MS,
  STALE_DIM_DELAY_MS,
} from '../config/blog';
import { fetchListPage, listPageCache, listPartsOf, RESULTS_STATE, type ListPage } from './list-pages';
import { showServerTicks, updateInPlace } from './update-in-place';
import {
  clearFilters,
  isSortOption,
  normalizeSearch,
  PARAM,
  parseListState,
  removeAuthor,
  removeTag,
  serializeListState,
  toggleAuthor,
  toggleTag,
  withSearch,
  withSort,
  type ListState,
} from './list-state';

interface ChangeOptions {
  /** The history entry replaces the current one (a search still being typed). */
  replace?: boolean;
  /** Asks the server again even for a state kept fresh (Retry, the error's own recovery). */
  reload?: boolean;
  /** The focus goes to the new page's summary once it is on screen (a page link followed). */
  focusSummary?: boolean;
  /** The URL already shows the state (Back, Forward): it does not move. */
  fromHistory?: boolean;
}

interface Change {
  state: ListState;
  query: string;
  replace: boolean;
  /** The URL shows the change already (it waited longer than LIST_CHANGE_WAIT_MS). */
  moved: boolean;
  timers: ReturnType<typeof setTimeout>[];
}

/** Emotion's style elements say which rules they hold: `data-emotion="css id1 id2"`. */
const styleIdsOf = (style: HTMLStyleElement) => (style.dataset.emotion ?? '').split(' ').slice(1);

/** Starts the list inside `island` (its marker element); returns what stops it. */
export function startBlogList(island: HTMLElement): () => void {
  const islandName = island.getAttribute('data-island') ?? '';
  const live = listPartsOf(island);
  const form = partOf<HTMLFormElement>(island, 'data-list-search');
  const input = form.elements.namedItem(PARAM.q) as HTMLInputElement;
  const filters = partOf(island, 'data-filters');
  const template = (view: string) => partOf<HTMLTemplateElement>(island, `data-list-view="${view}"`);
  const views = { loading: template(RESULTS_STATE.loading), error: template(RESULTS_STATE.error) };
  const kept = listPageCache();
  const styles = new Set(Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')).flatMap(styleIdsOf));
  const { on, removeAll } = eventListeners();

  let pending: Change | null = null;
  let recovery: ReturnType<typeof setTimeout> | undefined;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  let searchPrefetchTimer: ReturnType<typeof setTimeout> | undefined;
  /** The search the URL has, or is about to have from the box. */
  let searched = normalizeSearch(input.defaultValue);
  /** Whether the box's next search replaces the history entry of its previous one (same typing). */
  let typing = false;

  const urlState = () => parseListState(new URLSearchParams(window.location.search));
  /** The newest state: a change waiting for its page is built on by the next. */
  const latest = () => pending?.state ?? urlState();

  /** The query of the state the page came with, until it is kept (by the first change). */
  let pageQuery: string | null = live.results.dataset.query ?? '';
  /**
   * Keeps the state the page came with, to show again on Back; done by the first change, not while
   * the page loads. Copied from its HTML (the server's state, whatever was ticked since) into a
   * document of its own, which loads nothing: a copy in this one would fetch every image of the
   * list, lazy or not.
   */
  function keepPageState() {
    if (pageQuery === null) return;
    const inert = document.implementation.createHTMLDocument('');
    const copy = <E extends HTMLElement>(part: E) => {
      const holder = inert.createElement('template');
      holder.innerHTML = part.outerHTML;
      return holder.content.firstElementChild as E;
    };
    kept.keep(pageQuery, {
      results: copy(live.results),
      panel: copy(live.panel),
      toggle: copy(live.toggle),
      sort: copy(live.sort),
      title: document.title,
      styles: [],
      failed: live.results.dataset.state === RESULTS_STATE.error,
    });
    pageQuery = null;
  }

  /**
   * The requests under way, by query: a change adopts the one its press started. None is aborted
   * by a newer change: its page is kept, for Back or the next press.
   */
  const asking = new Map<string, Promise<ListPage>>();
  function requestPage(query: string): Promise<ListPage> {
    const underWay = asking.get(query);
    if (underWay) return underWay;
    const request = fetchListPage(`${window.location.pathname}${query}`, islandName).then((page) => {
      kept.keep(query, page);
      return page;
    });
    // Once answered it is no longer under way, unless Retry asked afresh meanwhile.
    const forget = () => asking.get(query) === request && asking.delete(query);
    request.then(forget, forget);
    asking.set(query, request);
    return request;
  }

  /**
   * Asks for a state the visitor is choosing, unless it is kept fresh or asked for already. A failure
   * is left to the change, if it comes: it asks again, and shows and reports the error.
   */
  function prefetch(state: ListState | null) {
    if (!state) return;
    const query = serializeListState(state);
    if (query === serializeListState(latest()) || kept.get(query)?.fresh) return;
    requestPage(query).catch(() => {});
  }

  function cancelPending() {
    if (!pending) return;
    pending.timers.forEach(clearTimeout);
    pending = null;
  }

  function moveUrl(change: Change) {
    if (change.moved) return;
    change.moved = true;
    if (window.location.search === change.query) return;
    const url = `${window.location.pathname}${change.query}`;
    if (change.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    window.dispatchEvent(new Event(IN_PAGE_NAVIGATION_EVENT));
  }

  function setResultsState(state: string, query: string) {
    live.results.dataset.state = state;
    live.results.dataset.query = query;
    live.results.setAttribute('aria-busy', String(state === RESULTS_STATE.loading || state === RESULTS_STATE.stale));
  }

  /** The results of another state, or one of the templates, in place of the region's content. */
  function showView(view: keyof typeof views, query: string) {
    live.results.removeAttribute('data-dimmed');
    live.results.replaceChildren(views[view].content.cloneNode(true));
    setResultsState(RESULTS_STATE[view], query);
  }

  /** The change is taking a while: the previous page stays, busy (dimmed a moment later), or skeletons if there was none. */
  function showWaiting(change: Change) {
    const state = live.results.dataset.state;
    if (state === RESULTS_STATE.results || state === RESULTS_STATE.stale) {
      setResultsState(RESULTS_STATE.stale, change.query);
      change.timers.push(setTimeout(() => live.results.setAttribute('data-dimmed', ''), STALE_DIM_DELAY_MS));
    } else showView('loading', change.query);
  }

  /** The rules another state's page has for class names this page has none of, in a style sheet of the list's own. */
  let ownStyles: CSSStyleSheet | null = null;
  function addStyles(from: readonly HTMLStyleElement[]) {
    for (const style of from) {
      // One element holds every rule of the page (about 27 KB on /blog): only the rules missing here are added.
      const key = (style.dataset.emotion ?? '').split(' ')[0];
      const missing = styleIdsOf(style).filter((id) => !styles.has(id));
      if (missing.length === 0 || !style.sheet) continue;
      const wanted = new RegExp(`\\.${key}-(?:${missing.join('|')})(?![\\w-])`);
      ownStyles ??= document.head.appendChild(document.createElement('style')).sheet;
      for (const rule of Array.from(style.sheet.cssRules)) {
        if (!wanted.test(rule.cssText)) continue;
        ownStyles?.insertRule(rule.cssText, ownStyles.cssRules.length);
      }
      missing.forEach((id) => styles.add(id));
    }
  }

  /** The focused element inside `part`, and what finds the same control in other content (or null). */
  function focusIn(part: HTMLElement) {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !part.contains(focused) || focused === part) return null;
    const same = (candidate: HTMLElement) =>
      ['name', 'value', 'data-remove-filter', 'data-value', 'data-list-clear', 'aria-label'].every(
        (attribute) => candidate.getAttribute(attribute) === focused.getAttribute(attribute),
      ) && candidate.tagName === focused.tagName;
    return {
      focused,
      sameIn: (content: ParentNode) => Array.from(content.querySelectorAll<HTMLElement>(focused.tagName)).find(same) ?? null,
    };
  }

  /**
   * The results of another state in place of these. The summary ("Showing 1–9 of 16 articles") stays
   * the same element with new words: assistive technology reads out a live region that changes,
   * not one that arrives.
   */
  function replaceResults(from: HTMLElement) {
    const incoming = Array.from(from.childNodes, (node) => document.importNode(node, true));
    const summary = live.results.querySelector(':scope > [data-list-summary]');
    const index = incoming.findIndex((node) => node instanceof Element && node.hasAttribute('data-list-summary'));
    const next = incoming[index];
    if (!summary || !next) return live.results.replaceChildren(...incoming);
    for (const child of Array.from(live.results.childNodes)) if (child !== summary) child.remove();
    summary.before(...incoming.slice(0, index));
    summary.after(...incoming.slice(index + 1));
    summary.textContent = next.textContent;
  }

  function show(page: ListPage, query: string) {
    addStyles(page.styles);
    const inPanel = focusIn(live.panel);
    const inResults = focusIn(live.results);
    // A focused control that the new state has not (a badge removed, a page link of the list)
    // gives up the focus before it goes: removing a focused element lays the page out at once, and
    // the focus is put back once, below, when the new content is in.
    if (inPanel && !inPanel.sameIn(page.panel)) inPanel.focused.blur();
    inResults?.focused.blur();
    live.results.removeAttribute('data-dimmed');
    replaceResults(page.results);
    setResultsState(page.results.dataset.state ?? RESULTS_STATE.results, query);
    updateInPlace(live.panel, page.panel);
    updateInPlace(live.toggle, page.toggle);
    updateInPlace(live.sort, page.sort);
    if (live.sort.value !== page.sort.value) live.sort.value = page.sort.value;
    document.title = page.title;
    const { q } = parseListState(new URLSearchParams(query));
    if (q !== searched) {
      searched = q;
      input.value = q;
    }
    // The focused control left the panel (a badge removed): the same control in its new content, or its heading.
    if (inPanel && !live.panel.contains(document.activeElement))
      (inPanel.sameIn(live.panel) ?? live.panel.querySelector<HTMLElement>('h2[tabindex]'))?.focus({ preventScroll: true });
    if (inResults) (inResults.sameIn(live.results) ?? live.results.querySelector<HTMLElement>('[data-list-summary]'))?.focus();
  }

  function finish(change: Change, page: ListPage | null, options: ChangeOptions) {
    change.timers.forEach(clearTimeout);
    if (pending === change) pending = null;
    if (!options.fromHistory) moveUrl(change);
    if (page) show(page, change.query);
    else showView('error', change.query);
    if (options.focusSummary) live.results.querySelector<HTMLElement>('[data-list-summary]')?.focus();
    if (!page || page.failed) recoverLater();
  }

  /** The error stays until the server can read the list again, asked now and then. */
  function recoverLater() {
    recovery = setTimeout(() => moveTo(urlState(), { reload: true, fromHistory: true }), ERROR_RECOVERY_INTERVAL_MS);
  }

  /** Moves the list to `state` (see the file's head). A change made while another waits takes its place and its history entry. */
  function moveTo(state: ListState, options: ChangeOptions = {}) {
    const query = serializeListState(state);
    const replace = (options.replace ?? false) && (pending && !pending.moved ? pending.replace : true);
    cancelPending();
    clearTimeout(recovery);
    const change: Change = { state, query, replace, moved: false, timers: [] };
    keepPageState();
    const known = options.reload ? null : kept.get(query);
    if (known?.fresh) return finish(change, known.page, options);
    pending = change;
    if (known) {
      // Kept but no longer fresh: shown at once, and again once the server has answered.
      if (!options.fromHistory) moveUrl(change);
      show(known.page, query);
    } else {
      change.timers.push(
        setTimeout(() => {
          if (!options.fromHistory) moveUrl(change);
          showWaiting(change);
        }, LIST_CHANGE_WAIT_MS),
      );
    }
    // Retry and the error's recovery ask afresh; any other change takes the request its press started.
    if (options.reload) asking.delete(query);
    requestPage(query).then(
      (page) => {
        if (pending === change) finish(change, page, options);
      },
      (error: unknown) => {
        // A change that another took the place of is not the visitor's any more.
        if (pending !== change) return;
        console.error('Error fetching blog posts:', error);
        finish(change, null, options);
      },
    );
  }

  function commitSearch() {
    clearTimeout(searchTimer);
    clearTimeout(searchPrefetchTimer);
    const q = normalizeSearch(input.value);
    if (q === searched) return;
    searched = q;
    moveTo(withSearch(latest(), q), { replace: typing });
    typing = true;
  }

  on(input, 'input', () => {
    clearTimeout(searchTimer);
    clearTimeout(searchPrefetchTimer);
    searchTimer = setTimeout(commitSearch, SEARCH_DEBOUNCE_MS);
    searchPrefetchTimer = setTimeout(() => {
      const q = normalizeSearch(input.value);
      if (q !== searched) prefetch(withSearch(latest(), q));
    }, SEARCH_PREFETCH_MS);
  });
  on(input, 'blur', () => {
    typing = false;
  });
  on(form, 'submit', (event) => {
    event.preventDefault();
    commitSearch();
  });

  // The panel is the list's form for browsers without scripts (filter-panel.tsx); here each
  // control applies itself, and Enter on a box sends nothing.
  on(live.panel, 'submit', (event) => event.preventDefault());

  /** The state a click on `target` leads to: a box ticked or not, a badge removed, Clear, a page link followed; else null. */
  function stateOfControl(target: EventTarget | null): ListState | null {
    const element = target instanceof Element ? target : null;
    const box = element?.closest('label')?.querySelector('input') ?? element;
    if (box instanceof HTMLInputElement && box.type === 'checkbox' && live.panel.contains(box)) {
      if (box.name === PARAM.tag) return toggleTag(latest(), box.value);
      if (box.name === PARAM.author) return toggleAuthor(latest(), box.value);
    }
    const badge = element?.closest<HTMLElement>('[data-remove-filter]');
    if (badge) {
      const value = badge.dataset.value ?? '';
      const kind = badge.dataset.removeFilter;
      return kind === PARAM.q ? withSearch(latest(), '') : kind === PARAM.tag ? removeTag(latest(), value) : removeAuthor(latest(), value);
    }
    if (element?.closest('[data-list-clear]')) return clearFilters(latest());
    const link = element?.closest<HTMLAnchorElement>('a[href]');
    if (!link || !live.results.contains(link)) return null;
    const url = new URL(link.href);
    // A page link (or the first page, past the last): the same list, another state.
    return url.origin === window.location.origin && url.pathname === window.location.pathname ? parseListState(url.searchParams) : null;
  }

  on(island, 'change', (event) => {
    const control = event.target;
    if (control === live.sort && isSortOption(live.sort.value)) moveTo(withSort(latest(), live.sort.value));
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      const state = stateOfControl(control);
      if (state) moveTo(state);
    }
  });

  on(island, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-list-retry]')) return moveTo(urlState(), { reload: true, fromHistory: true });
    if (target?.closest('[data-filters-toggle]')) return toggleFilters(live.toggle.getAttribute('aria-expanded') !== 'true');
    // A box's click is its change's.
    if (target instanceof HTMLInputElement || target?.closest('label')) return;
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    const plain =
      !link ||
      isPlainClick({
        defaultPrevented: event.defaultPrevented,
        button: event.button,
        metaKey: event.metaKey,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        currentTarget: link,
      });
    const state = plain ? stateOfControl(target) : null;
    if (!state) return;
    if (link) event.preventDefault();
    moveTo(state, { focusSummary: Boolean(link) });
  });

  // The press comes before its click by a tenth of a second or so: time to ask for what it will show.
  on(island, 'pointerdown', (event) => {
    if (event.button !== 0) return;
    if (event.target === live.sort) {
      // The sort opens: whichever order is chosen is asked for already.
      for (const option of live.sort.options) if (isSortOption(option.value)) prefetch(withSort(latest(), option.value));
      return;
    }
    prefetch(stateOfControl(event.target));
  });

  /** The filter panel on small screens: open or closed by its button. */
  function toggleFilters(open: boolean) {
    live.toggle.setAttribute('aria-expanded', String(open));
    filters.toggleAttribute('data-open', open);
  }
  on(island, 'keydown', (event) => {
    // Space clicks a box or a button when it is released.
    if (event.key === ' ' && !event.repeat) prefetch(stateOfControl(event.target));
    // Escape closes the filters the button opened and gives the focus back to it.
    if (event.key !== 'Escape' || live.toggle.getAttribute('aria-expanded') !== 'true') return;
    toggleFilters(false);
    live.toggle.focus();
  });

  /**
   * A reload, or Back to this document, can give the controls what the visitor had typed or ticked
   * before (the browser restores forms): they show the state the server rendered, the URL's.
   */
  function showServerStateInControls() {
    showServerTicks(live.panel);
    // What the visitor is typing already stays: the box's pause sends it.
    if (document.activeElement !== input && input.value !== input.defaultValue) input.value = input.defaultValue;
    for (const option of live.sort.options) if (option.selected !== option.defaultSelected) option.selected = option.defaultSelected;
  }

  const listPath = window.location.pathname;
  on(window, 'popstate', () => {
    // An entry of another path (pushed by some other script) is another document: loaded as such.
    if (window.location.pathname !== listPath) window.location.reload();
    else moveTo(urlState(), { fromHistory: true });
  });

  if (live.results.dataset.state === RESULTS_STATE.error) recoverLater();
  showServerStateInControls();

  return () => {
    removeAll();
    cancelPending();
    clearTimeout(recovery);
    clearTimeout(searchTimer);
    clearTimeout(searchPrefetchTimer);
  };
}
