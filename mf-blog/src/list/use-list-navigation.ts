// The blog list's state in the browser: the URL's query is the state (list-state.ts), and each
// change moves the URL, the controls and the cards together, in one render, once the new state's
// page is in (docs/decisions/0022-blog-list-speed.md). A page that takes longer than
// LIST_CHANGE_WAIT_MS is not waited for: the change shows over the previous page, busy, dimmed
// STALE_DIM_DELAY_MS later (skeletons when no page was on screen). A change made while another
// waits takes its place and the history entry it would have made; Back and Forward show their URL's
// state. The pages are React Query's (list-queries.ts): one request per state, fresh
// LIST_STALE_TIME_MS (shown without asking again), kept LIST_GC_TIME_MS (shown at once and asked
// again); a state is asked for ahead when the visitor starts to choose it
// (docs/decisions/0022-blog-list-speed.md). The island asks for every page
// itself: the query on screen only reads the cache, so showing a state never asks for it twice.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { IN_PAGE_NAVIGATION_EVENT } from '@pv/shared/navigation/in-page-navigation';
import { blogPostsQueryOptions } from '../api/list-queries';
import { blogKeys } from '../api/query-keys';
import type { BlogListPage } from '../api/types';
import { ERROR_RECOVERY_INTERVAL_MS, LIST_CHANGE_WAIT_MS, LIST_STALE_TIME_MS, STALE_DIM_DELAY_MS } from '../config/blog';
import { focusAcrossChange, focusSummary, type ListParts } from './list-focus';
import { normalizeListState, parseListState, serializeListState, type ListState } from './list-state';

/** A state, or what a control makes of the newest one (the state of a change still waiting, else the URL's). */
export type NextState = ListState | ((latest: ListState) => ListState);

export interface ChangeOptions {
  /** The history entry replaces the current one (a search still being typed). */
  replace?: boolean;
  /** Asks the site again even for a state kept fresh (Retry, the error's own recovery). */
  reload?: boolean;
  /** The URL shows the state already (Back, Forward, Retry): it does not move. */
  fromHistory?: boolean;
  /** The focus goes to the results' summary once the new page is on screen (a page link followed). */
  focusSummary?: boolean;
}

/** What the results region shows. */
export type ResultsView =
  | { kind: 'results'; page: BlogListPage }
  /** The page of `state` (the one on screen before), busy, while the URL's state waits for its own. */
  | { kind: 'stale'; page: BlogListPage; state: ListState }
  | { kind: 'loading' }
  | { kind: 'error' };

export interface ListNavigation {
  /** The state of the URL, the controls and (once its page is in) the cards. */
  state: ListState;
  view: ResultsView;
  /** The stale page has been on screen for STALE_DIM_DELAY_MS. */
  dimmed: boolean;
  change(next: NextState, options?: ChangeOptions): void;
  /** Asks for a state the visitor is choosing; a failure is left to the change, if it comes. */
  askAhead(next: NextState): void;
  /** Asks again for the URL's state (Retry). */
  retry(): void;
}

/** What is on screen, committed: a change's state, and whether its page is still to come. */
interface Screen {
  state: ListState;
  waiting: boolean;
  /** While waiting: the state whose page stays on screen meanwhile, or null when none was (skeletons then). */
  previous: ListState | null;
}

interface Change {
  state: ListState;
  query: string;
  replace: boolean;
  /** On screen already (it waited longer than LIST_CHANGE_WAIT_MS, or its page was kept). */
  committed: boolean;
  options: ChangeOptions;
  timer?: ReturnType<typeof setTimeout>;
}

const urlState = () => parseListState(new URLSearchParams(window.location.search));

function viewOf(screen: Screen, result: { data?: BlogListPage; isPlaceholderData: boolean }): ResultsView {
  if (result.data && !result.isPlaceholderData) return { kind: 'results', page: result.data };
  if (screen.waiting)
    return result.data && screen.previous ? { kind: 'stale', page: result.data, state: screen.previous } : { kind: 'loading' };
  // Nothing in and nothing coming: the read failed (here, or on the server before the page came).
  return { kind: 'error' };
}

export function useListNavigation({
  path,
  initial,
  parts,
}: {
  path: string;
  initial: ListState;
  parts: RefObject<ListParts>;
}): ListNavigation {
  const queryClient = useQueryClient();
  const [screen, setScreen] = useState<Screen>({ state: initial, waiting: false, previous: null });
  const result = useQuery({
    ...blogPostsQueryOptions(screen.state),
    enabled: false,
    placeholderData: screen.previous ? keepPreviousData : undefined,
  });
  const view = viewOf(screen, result);
  const shownQuery = serializeListState(screen.state);

  /** The change waiting for its page (or, committed, still asking): the next change is built on it. */
  const pending = useRef<Change | null>(null);
  /** What the region shows, and the state of the page in it. */
  const onScreen = useRef({ kind: view.kind, state: screen.state });
  const refocus = useRef<((after: ListParts) => void) | null>(null);
  const summaryFor = useRef<string | null>(null);

  const actions = useMemo(() => {
    const latest = () => pending.current?.state ?? urlState();
    const resolve = (next: NextState) => normalizeListState(typeof next === 'function' ? next(latest()) : next);

    function commit(change: Change, waiting: boolean) {
      change.committed = true;
      if (!change.options.fromHistory && window.location.search !== change.query) {
        const url = `${path}${change.query}`;
        if (change.replace) window.history.replaceState(null, '', url);
        else window.history.pushState(null, '', url);
        window.dispatchEvent(new Event(IN_PAGE_NAVIGATION_EVENT));
      }
      refocus.current = focusAcrossChange(parts.current);
      if (change.options.focusSummary) summaryFor.current = change.query;
      const { kind, state } = onScreen.current;
      setScreen({ state: change.state, waiting, previous: kind === 'results' || kind === 'stale' ? state : null });
    }

    function settle(change: Change, error?: unknown) {
      // A change another took the place of is not the visitor's any more: its page is only kept.
      if (pending.current !== change) return;
      pending.current = null;
      clearTimeout(change.timer);
      if (error !== undefined) console.error('Error fetching blog posts:', error);
      if (!change.committed) commit(change, false);
      else setScreen((current) => (current.waiting ? { ...current, waiting: false } : current));
    }

    function change(next: NextState, options: ChangeOptions = {}) {
      const state = resolve(next);
      const before = pending.current;
      // A change made while another waits keeps the history entry the first would have made.
      const replace = (options.replace ?? false) && (before && !before.committed ? before.replace : true);
      clearTimeout(before?.timer);
      pending.current = null;
      const made: Change = { state, query: serializeListState(state), replace, committed: false, options };
      const kept = options.reload ? undefined : queryClient.getQueryState(blogKeys.list(state));
      if (kept?.data !== undefined && Date.now() - kept.dataUpdatedAt < LIST_STALE_TIME_MS) return commit(made, false);
      pending.current = made;
      // Kept, no longer fresh: shown at once, and asked for again.
      if (kept?.data !== undefined) commit(made, false);
      else made.timer = setTimeout(() => commit(made, true), LIST_CHANGE_WAIT_MS);
      // The request the press started, if it is still out, is the change's: one request per state.
      queryClient.fetchQuery({ ...blogPostsQueryOptions(state), staleTime: 0 }).then(
        () => settle(made),
        (error: unknown) => settle(made, error),
      );
    }

    function askAhead(next: NextState) {
      const state = resolve(next);
      if (serializeListState(state) === serializeListState(latest())) return;
      // A state kept fresh is not asked for again; a failure is kept quietly (the click asks again).
      void queryClient.prefetchQuery(blogPostsQueryOptions(state));
    }

    return { change, askAhead, retry: () => change(urlState(), { reload: true, fromHistory: true }) };
  }, [queryClient, path, parts]);

  useLayoutEffect(() => {
    onScreen.current = { kind: view.kind, state: view.kind === 'stale' ? view.state : screen.state };
    refocus.current?.(parts.current);
    refocus.current = null;
    if (view.kind === 'results' && summaryFor.current === shownQuery) {
      summaryFor.current = null;
      focusSummary(parts.current.results);
    }
  }, [screen, view, shownQuery, parts]);

  useEffect(() => {
    // An entry of another path (pushed by some other script) is another document: loaded as such.
    const onPopState = () =>
      window.location.pathname === path ? actions.change(urlState(), { fromHistory: true }) : window.location.reload();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actions, path]);

  // The error stays until the site can read the list again, asked now and then.
  const { errorUpdatedAt } = result;
  useEffect(() => {
    if (view.kind !== 'error') return;
    const timer = setTimeout(actions.retry, ERROR_RECOVERY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [view.kind, errorUpdatedAt, screen, actions]);

  const [dimmedScreen, setDimmedScreen] = useState<Screen | null>(null);
  useEffect(() => {
    if (view.kind !== 'stale') return;
    const timer = setTimeout(() => setDimmedScreen(screen), STALE_DIM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view.kind, screen]);

  useEffect(() => () => clearTimeout(pending.current?.timer), []);

  return { state: screen.state, view, dimmed: view.kind === 'stale' && dimmedScreen === screen, ...actions };
}
