import { QueryClient } from '@tanstack/react-query';

/**
 * Server: one client per request, no retries (a page must not wait on a struggling backend).
 * Browser (the shell, a remote's standalone page): one client for the visit; each query sets its
 * own freshness.
 */
export function createQueryClient(environment: 'server' | 'browser') {
  return new QueryClient({
    defaultOptions: {
      queries: environment === 'server' ? { retry: false, staleTime: Infinity } : { retry: 1, refetchOnWindowFocus: false },
    },
  });
}
