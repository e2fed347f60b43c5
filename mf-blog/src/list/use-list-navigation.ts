import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { navigateTo } from '@pv/shared/navigation/site-location';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { blogPostsQueryOptions } from '../api/get-blog-posts';
import { normalizeListState, serializeListState, type ListState } from './list-state';

/** The list's URL for a state, on the path the list is served at. */
export function useListHref() {
  const { pathname } = useSiteLocation();
  return useCallback((state: ListState) => `${pathname}${serializeListState(state)}`, [pathname]);
}

/**
 * Starts loading a state's page of posts at once, from the event that asks for it, instead of
 * after the navigation has rendered (the request and the render then overlap).
 */
export function usePrefetchList() {
  const queryClient = useQueryClient();
  const config = useSiteConfig();
  return useCallback(
    (state: ListState) => void queryClient.prefetchQuery(blogPostsQueryOptions(config, normalizeListState(state))),
    [queryClient, config],
  );
}

/**
 * Moves the list to a state through the navigation seam (a change of the query stays in the page):
 * a new history entry (the back button returns), or a replaced one.
 */
export function useListNavigation() {
  const href = useListHref();
  const prefetch = usePrefetchList();
  return useCallback(
    (state: ListState, options: { replace?: boolean } = {}) => {
      prefetch(state);
      // supabase-js sends the request a few microtasks later: let it leave before the list
      // renders for the new URL, so the request and the render overlap.
      setTimeout(() => navigateTo(href(state), { replace: options.replace ?? false }), 0);
    },
    [href, prefetch],
  );
}
