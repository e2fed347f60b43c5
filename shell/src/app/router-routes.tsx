import type { RouteObject } from 'react-router-dom';
import { liveRoutes, type SiteRoute } from '@pv/shared/contract/routes';
import { SiteLayout } from './layout/site-layout';
import { RemotePage } from './remote/remote-page';
import { NotFoundPage } from './pages/not-found-page';

export interface RouteHandle {
  remoteRoute?: SiteRoute;
  notFound?: true;
}

/**
 * The server render's react-router tree, built from the route table (live routes only: a planned
 * one is a 404 until its page is built). The server answers redirects and documents before it
 * routes a page (shell/src/server/), and the browser never renders a page as a whole.
 */
export const routes: RouteObject[] = [
  {
    id: 'layout',
    element: <SiteLayout />,
    children: [
      ...liveRoutes.map((route): RouteObject => ({
        id: route.path,
        path: route.path,
        element: <RemotePage {...route} />,
        handle: { remoteRoute: route } satisfies RouteHandle,
      })),
      { id: 'not-found', path: '*', element: <NotFoundPage />, handle: { notFound: true } satisfies RouteHandle },
    ],
  },
];
