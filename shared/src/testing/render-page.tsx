// Renders a page the way the shell does: the real providers (site configuration, data cache,
// emotion, global styles) with the test configuration, a memory router with the page's route and a
// catch-all (the registered location source, as in the shell), a probe of the current URL, and a query client that never retries (a failure shows at
// once). Every remote's component tests use it.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { Providers } from '@pv/shared/providers/providers';
import { createEmotionCache } from '@pv/shared/providers/emotion-cache';
import { registerLocationSource } from '@pv/shared/navigation/site-location';
import { routerLocationSource } from '@pv/shared/navigation/router-location-source';
import { testConfig } from '@pv/shared/testing/test-config';

/** As the browser's client, without retries. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** What the catch-all route shows: a followed link left the page. */
export const OTHER_PAGE_TEXT = 'Another page';

const LOCATION_TEST_ID = 'location';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output hidden data-testid={LOCATION_TEST_ID}>
      {`${pathname}${search}`}
    </output>
  );
}

// One style cache for a test file, as a browser has one for a visit: a fresh cache per render would
// insert every style again, and jsdom's style lookups slow down with each copy.
const emotionCache = createEmotionCache();

export interface RenderPageOptions {
  /** The URL the page opens at, with its query: `/blog?tag=Metrics`. */
  path?: string;
  /** The route the page is mounted at, e.g. `/blog/:slug`; by default the path without its query. */
  route?: string;
  config?: SiteConfig;
  queryClient?: QueryClient;
  /** With fake timers: how user-event lets them run. */
  advanceTimers?: (ms: number) => void;
}

export function renderPage(
  ui: ReactElement,
  {
    path = '/',
    route = path.replace(/[?#].*$/, ''),
    config = testConfig,
    queryClient = testQueryClient(),
    advanceTimers,
  }: RenderPageOptions = {},
) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path: route, element: ui },
          { path: '*', element: <p>{OTHER_PAGE_TEXT}</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  // As the shell does: site links and URL state go through the router.
  registerLocationSource(routerLocationSource(router));
  const view = render(
    <Providers config={config} queryClient={queryClient} emotionCache={emotionCache}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { user, queryClient, ...view };
}

/** The probe's current `/path?query`. */
export const currentUrl = (container: ParentNode = document) =>
  container.querySelector(`[data-testid="${LOCATION_TEST_ID}"]`)?.textContent ?? '';
