import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { SiteConfigProvider } from '@pv/shared/config/site-config-context';

interface IslandProvidersProps {
  config: SiteConfig;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/**
 * What an island is rendered inside, on the server and when the browser hydrates it: the site
 * configuration and emotion's style cache (the page's one). Every wrapper of an island's root has
 * exactly one child, so the ids `useId` makes inside the island are the same in both places.
 */
export function IslandProviders({ config, emotionCache, children }: IslandProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <SiteConfigProvider config={config}>{children}</SiteConfigProvider>
    </CacheProvider>
  );
}
