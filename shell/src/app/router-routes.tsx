import { Navigate, type RouteObject } from 'react-router-dom';
import { documents, liveRoutes, redirects, type SiteRoute } from '@pv/shared/contract/routes';
import { SiteLayout } from './layout/site-layout';
import { RemotePage } from './remote/remote-page';
import { NotFoundPage } from './pages/not-found-page';
import { AppErrorPage } from './pages/app-error-page';
import { DocumentLoad } from './pages/document-load';

export interface RouteHandle {
  remoteRoute?: SiteRoute;
  notFound?: true;
}

/**
 * The react-router tree built from the route table (live routes only: a planned one is a 404 until
 * its page is built); identical on the server and in the browser.
 */
export const routes: RouteObject[] = [
  {
    id: 'layout',
    element: <SiteLayout />,
    errorElement: <AppErrorPage />,
    children: [
      ...liveRoutes.map((route): RouteObject => ({
        id: route.path,
        path: route.path,
        element: <RemotePage {...route} />,
        handle: { remoteRoute: route } satisfies RouteHandle,
      })),
      ...Object.entries(redirects).map(([from, to]): RouteObject => ({ path: from, element: <Navigate to={to} replace /> })),
      ...documents.map((document): RouteObject => ({ path: document.path, element: <DocumentLoad /> })),
      { id: 'not-found', path: '*', element: <NotFoundPage />, handle: { notFound: true } satisfies RouteHandle },
    ],
  },
];
