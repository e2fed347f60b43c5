import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { SiteConfigProvider } from '@pv/shared/config/site-config-context';
import { GlobalStyles } from '@pv/shared/theme/global-styles';

interface ProvidersProps {
  config: SiteConfig;
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/**
 * Everything a page is rendered inside: site configuration, data cache, emotion's style cache and
 * the global styles. The shell's server, a remote's standalone page and the test renderer all use
 * this one.
 */
export function Providers({ config, queryClient, emotionCache, children }: ProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <SiteConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <GlobalStyles />
          {children}
        </QueryClientProvider>
      </SiteConfigProvider>
    </CacheProvider>
  );
}
