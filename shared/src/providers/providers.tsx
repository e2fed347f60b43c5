import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { SiteConfigProvider } from '@pv/shared/config/site-config-context';
import { GlobalStyles } from '@pv/shared/theme/global-styles';

interface ProvidersProps {
  config: SiteConfig;
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  dehydratedState?: DehydratedState;
  /** False when hydrating: the server's global style element is already in place. */
  globalStyles?: boolean;
  children: ReactNode;
}

/**
 * Everything a page is rendered inside: site configuration, data cache, emotion's style cache and
 * the global styles. The shell (server and browser), a remote's standalone page and the test
 * renderer all use this one.
 */
export function Providers({ config, queryClient, emotionCache, dehydratedState, globalStyles = true, children }: ProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <SiteConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={dehydratedState}>
            {globalStyles ? <GlobalStyles /> : null}
            {children}
          </HydrationBoundary>
        </QueryClientProvider>
      </SiteConfigProvider>
    </CacheProvider>
  );
}
