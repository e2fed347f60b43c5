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
 * What every render reads: site configuration, data cache and emotion's style cache. A page's
 * render (`Providers`, below) and each island's root of its own on the server
 * (`@pv/shared/islands/island-placement`) are rendered inside it.
 */
export function RenderContexts({ config, queryClient, emotionCache, children }: ProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <SiteConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SiteConfigProvider>
    </CacheProvider>
  );
}

/**
 * Everything a page is rendered inside: the render's contexts and the global styles. The shell's
 * server, a remote's standalone page and the test renderer all use this one.
 */
export function Providers({ children, ...contexts }: ProvidersProps) {
  return (
    <RenderContexts {...contexts}>
      <GlobalStyles />
      {children}
    </RenderContexts>
  );
}
