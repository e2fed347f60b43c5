import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { blogPostsQueryOptions } from '../api/get-blog-posts';
import { normalizeListState, serializeListState, type ListState } from './list-state';

/** The list's URL for a state, on the path the list is served at. */
export function useListHref() {
  const { pathname } = useLocation();
  return useCallback((state: ListState) => `${pathname}${serializeListState(state)}`, [pathname]);
}

/**
 * Starts loading a state's page of posts at once, from the event that asks for it, instead of
 * after the navigation has rendered (the request and the route's render then overlap).
 */
export function usePrefetchList() {
  const queryClient = useQueryClient();
  const config = useSiteConfig();
  return useCallback(
    (state: ListState) => void queryClient.prefetchQuery(blogPostsQueryOptions(config, normalizeListState(state))),
    [queryClient, config],
  );
}

/** Moves the list to a state: a new history entry (the back button returns), or a replaced one. */
export function useListNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const prefetch = usePrefetchList();
  return useCallback(
    (state: ListState, options: { replace?: boolean } = {}) => {
      prefetch(state);
      // supabase-js sends the request a few microtasks later: let it leave before the route
      // renders, then render at once rather than as a transition, so the page is free to show
      // the answer the moment it arrives.
      setTimeout(() => {
        void navigate(
          { pathname, search: serializeListState(state) },
          { replace: options.replace ?? false, preventScrollReset: true, flushSync: true },
        );
      }, 0);
    },
    [navigate, pathname, prefetch],
  );
}
