import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { listenForLinkClicks } from '@pv/shared/analytics/link-clicks';
import { registerLocationSource } from '@pv/shared/navigation/site-location';
import { routerLocationSource } from '@pv/shared/navigation/router-location-source';
import { Providers } from '@pv/shared/providers/providers';
import { createQueryClient } from '@pv/shared/providers/query-client';
import { createEmotionCache, createHydratingEmotionCache } from '@pv/shared/providers/emotion-cache';
import { routes, type RouteHandle } from '../app/router-routes';
import { PAGE_STATE_ID, type PageState } from '../app/page-state';
import { configureRemotes, loadRemotePages, markRemoteFailed } from '../federation/remote-registry';

const state = JSON.parse(document.getElementById(PAGE_STATE_ID)?.textContent ?? 'null') as PageState;

configureRemotes(state.remotes);
for (const { name, message } of state.failedRemotes) markRemoteFailed(name, message);

// Start loading the current page's remote now, without waiting for it: hydration of the layout
// goes ahead, and React keeps the page's server HTML in place (its Suspense boundary) until the
// remote's code has arrived, then hydrates that part on its own.
const leaf = matchRoutes(routes, window.location)?.at(-1);
const remoteRoute = (leaf?.route.handle as RouteHandle | undefined)?.remoteRoute;
if (remoteRoute && !state.failedRemotes.some((f) => f.name === remoteRoute.remote)) {
  loadRemotePages(remoteRoute.remote).catch((error: unknown) => console.error(`Remote ${remoteRoute.remote} failed to load:`, error));
}

// Link clicks are recorded from the links' attributes (docs/decisions/0006-page-parts-and-widgets.md).
listenForLinkClicks(document);

const router = createBrowserRouter(routes);
// Pages' links and widgets navigate through this, never through the router itself
// (docs/decisions/0006-page-parts-and-widgets.md).
registerLocationSource(routerLocationSource(router));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

// The server sends rendered HTML to hydrate; in client-rendering mode (RENDER_MODE=client, used to
// compare the two) it sends an empty root to render into.
const hydrating = container.hasChildNodes();
const app = (
  <Providers
    config={state.config}
    queryClient={createQueryClient('browser')}
    emotionCache={hydrating ? createHydratingEmotionCache() : createEmotionCache()}
    dehydratedState={state.dehydratedState}
    globalStyles={!hydrating}
  >
    <RouterProvider router={router} />
  </Providers>
);

if (hydrating) {
  // As a transition, hydration yields to the browser between chunks of work instead of blocking
  // it in one long task; the server HTML is on screen and readable meanwhile.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) => console.error('Recoverable render error:', error, info.componentStack),
    });
  });
} else {
  createRoot(container).render(app);
}
