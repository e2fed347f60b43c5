import { Navigate, type RouteObject } from 'react-router-dom';
import { routeTable, type RemoteRoute } from '../routing/route-table';
import { redirects } from '../routing/redirects';
import { SiteLayout } from './layout/site-layout';
import { RemotePage } from './remote/remote-page';
import { NotFoundPage } from './pages/not-found-page';
import { AppErrorPage } from './pages/app-error-page';

export interface RouteHandle {
  remoteRoute?: RemoteRoute;
  notFound?: true;
}

/** The react-router tree built from the route table; identical on the server and in the browser. */
export const routes: RouteObject[] = [
  {
    id: 'layout',
    element: <SiteLayout />,
    errorElement: <AppErrorPage />,
    children: [
      ...routeTable.map((route): RouteObject => ({
        id: route.path,
        path: route.path,
        element: <RemotePage {...route} />,
        handle: { remoteRoute: route } satisfies RouteHandle,
      })),
      ...Object.entries(redirects).map(([from, to]): RouteObject => ({ path: from, element: <Navigate to={to} replace /> })),
      { id: 'not-found', path: '*', element: <NotFoundPage />, handle: { notFound: true } satisfies RouteHandle },
    ],
  },
];
