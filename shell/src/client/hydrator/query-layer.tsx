import type { ReactNode } from 'react';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '@pv/shared/providers/query-client';

/**
 * The page's data layer, loaded only when an island reads it: one query client for the page,
 * holding what the server loaded (no request for it again), around each such island.
 */
export function createQueryLayer(dehydratedState: DehydratedState | undefined) {
  const client = createQueryClient('browser');
  if (dehydratedState) hydrate(client, dehydratedState);
  return function QueryLayer({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
