import { hashKey, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The queries each (server, per-request) client failed to prefetch. */
const failures = new WeakMap<QueryClient, Set<string>>();

/**
 * Server: prefetches a query for the first render, and never leaves a failed one in the cache.
 * A failure is not dehydrated, so the browser's first render shows the loading state; the server
 * renders that same state (no hydration mismatch) and the browser fetches again by itself. The
 * failure is remembered for `meta` (failedToLoad), which answers 503 for it.
 */
export async function prefetchOrForget<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>) {
  await queryClient.prefetchQuery(options);
  if (queryClient.getQueryState(options.queryKey)?.status !== 'error') return;
  queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  const failed = failures.get(queryClient) ?? new Set<string>();
  failed.add(hashKey(options.queryKey));
  failures.set(queryClient, failed);
}

/** True when `load` could not prefetch this query with this client (see prefetchOrForget). */
export const failedToLoad = (queryClient: QueryClient, queryKey: QueryKey) => failures.get(queryClient)?.has(hashKey(queryKey)) ?? false;
