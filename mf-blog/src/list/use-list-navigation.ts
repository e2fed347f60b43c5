import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { navigateTo } from '@pv/shared/navigation/site-location';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { blogPostsQueryOptions } from '../api/get-blog-posts';
import { LIST_CHANGE_WAIT_MS } from '../config/blog';
import { normalizeListState, serializeListState, type ListState } from './list-state';

/** The list's URL for a state, on the path the list is served at. */
export function useListHref() {
  const { pathname } = useSiteLocation();
  return useCallback((state: ListState) => `${pathname}${serializeListState(state)}`, [pathname]);
}

interface PendingChange {
  /** Whether the history entry it will make replaces the current one. */
  replace: boolean;
  cancel(): void;
}

/**
 * Moves the list to a state through the navigation seam (a change of the query stays in the page):
 * a new history entry (the back button returns), or a replaced one. The state's page is asked for
 * at once, and the URL changes once it is in (or has failed): the list then renders the change once,
 * controls and cards together, in one frame, and nothing competes with the request meanwhile. A
 * page that takes longer than LIST_CHANGE_WAIT_MS is not waited for: the change shows over the
 * previous page until it comes. A change made while another waits takes its place (it was built on
 * it), keeping the history entry the first one would have made.
 */
export function useListNavigation() {
  const queryClient = useQueryClient();
  const config = useSiteConfig();
  const href = useListHref();
  const pending = useRef<PendingChange | null>(null);
  /** The query this list last moved the URL to. */
  const movedTo = useRef<string | null>(null);

  // The URL moved some other way (back, forward): a change still waiting would undo that.
  const { search } = useSiteLocation();
  useEffect(() => {
    if (search === movedTo.current) return;
    pending.current?.cancel();
    pending.current = null;
  }, [search]);
  useEffect(() => () => pending.current?.cancel(), []);

  return useCallback(
    (state: ListState, options: { replace?: boolean } = {}) => {
      const replace = (options.replace ?? false) && (pending.current?.replace ?? true);
      pending.current?.cancel();
      let waiting = true;
      const go = () => {
        if (!waiting) return;
        waiting = false;
        clearTimeout(timer);
        pending.current = null;
        movedTo.current = serializeListState(state);
        navigateTo(href(state), { replace });
      };
      const timer = setTimeout(go, LIST_CHANGE_WAIT_MS);
      pending.current = {
        replace,
        cancel: () => {
          waiting = false;
          clearTimeout(timer);
        },
      };
      // Settles when the page is in the cache or the request has failed (the list then shows the error).
      void queryClient.prefetchQuery(blogPostsQueryOptions(config, normalizeListState(state))).then(go);
    },
    [queryClient, config, href],
  );
}
