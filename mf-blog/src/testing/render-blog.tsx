// Renders a blog page the way the shell does: site configuration, a query client and a router,
// with a probe that shows the current URL (path and query).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defaultSiteConfig, type SiteConfig } from '@pv/shared/config/site-config';
import { SiteConfigProvider } from '@pv/shared/config/site-config-context';

export const testConfig: SiteConfig = { ...defaultSiteConfig, origin: 'https://preparedventures.test', brand: 'Prepared Ventures' };

/** As the shell's browser client, without retries (a failure shows at once). */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

export function renderBlog(
  ui: ReactElement,
  {
    path = '/blog',
    route = '/blog',
    queryClient = testQueryClient(),
    advanceTimers,
  }: { path?: string; route?: string; queryClient?: QueryClient; advanceTimers?: (ms: number) => void } = {},
) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <SiteConfigProvider config={testConfig}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </SiteConfigProvider>,
  );
  return { user, queryClient, ...view };
}

/** The probe's current `/path?query`. */
export const currentUrl = (container: ParentNode = document) => container.querySelector('[data-testid="location"]')?.textContent ?? '';
