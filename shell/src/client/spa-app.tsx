import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { listenForLinkClicks } from '@pv/shared/analytics/link-clicks';
import { registerLocationSource } from '@pv/shared/navigation/site-location';
import { routerLocationSource } from '@pv/shared/navigation/router-location-source';
import { Providers } from '@pv/shared/providers/providers';
import { createQueryClient } from '@pv/shared/providers/query-client';
import { createEmotionCache } from '@pv/shared/providers/emotion-cache';
import { routes } from '../app/router-routes';
import { readPageState } from '../app/page-state';
import { configureRemotes } from '../federation/remote-registry';

const state = readPageState();
configureRemotes(state.remotes);

// Link clicks are recorded from the links' attributes, as on server-rendered pages.
listenForLinkClicks(document);

const router = createBrowserRouter(routes);
// Pages' links and widgets navigate through this, never through the router itself
// (docs/decisions/0006-page-parts-and-widgets.md).
registerLocationSource(routerLocationSource(router));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

// The server sends an empty root; islands render in place, inside the one tree.
createRoot(container).render(
  <Providers config={state.config} queryClient={createQueryClient('browser')} emotionCache={createEmotionCache()}>
    <RouterProvider router={router} />
  </Providers>,
);
