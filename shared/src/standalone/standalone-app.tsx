// A remote's standalone page: its pages in a minimal frame with the same providers the shell gives
// them, so a team develops and checks its remote without the rest of the site.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation, useParams } from 'react-router-dom';
import { css } from '@emotion/react';
import type { PageDefinition, RemotePages } from '@pv/shared/contract/page';
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { PageWithHead } from '@pv/shared/meta/page-head';
import { Providers } from '@pv/shared/providers/providers';
import { ScriptIslandsStartInPlaceContext } from '@pv/shared/islands/island';
import { createQueryClient } from '@pv/shared/providers/query-client';
import { createEmotionCache } from '@pv/shared/providers/emotion-cache';
import { registerLocationSource } from '@pv/shared/navigation/site-location';
import { routerLocationSource } from '@pv/shared/navigation/router-location-source';
import { colors } from '@pv/shared/theme/tokens';

export interface StandaloneRoute {
  path: string;
  page: string;
  /** Link label in the standalone bar; routes with parameters need an example `href`. */
  label: string;
  href?: string;
}

/** Any path this remote does not serve: the list of its pages (links to other remotes land here). */
function StandaloneIndex({ routes }: { routes: readonly StandaloneRoute[] }) {
  const { pathname } = useLocation();
  return (
    <div css={css({ padding: '2rem 1.25rem' })}>
      <h1>{pathname === '/' ? 'Pages of this remote' : `${pathname} belongs to another part of the site`}</h1>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={route.href ?? route.path}>{route.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A page with its route's parameters, as the shell renders it. */
function StandalonePage({ definition }: { definition: PageDefinition }) {
  return <PageWithHead definition={definition} params={useParams()} />;
}

function StandaloneFrame({ name, routes }: { name: string; routes: readonly StandaloneRoute[] }) {
  return (
    <>
      <nav
        aria-label="Standalone pages"
        css={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '1rem',
          padding: '0.75rem 1.25rem',
          background: colors.navy,
          color: colors.white,
          a: { color: colors.amber },
        })}
      >
        <strong>{name} · standalone</strong>
        {routes.map((route) => (
          <Link key={route.path} to={route.href ?? route.path}>
            {route.label}
          </Link>
        ))}
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

export function mountStandalone(name: string, pages: RemotePages, routes: readonly StandaloneRoute[]) {
  const router = createBrowserRouter([
    {
      element: <StandaloneFrame name={name} routes={routes} />,
      children: [
        ...routes.map((route) => {
          const definition = pages[route.page];
          if (!definition) throw new Error(`${name} has no page "${route.page}"`);
          return { path: route.path, element: <StandalonePage definition={definition} /> };
        }),
        { path: '*', element: <StandaloneIndex routes={routes} /> },
      ],
    },
  ]);
  registerLocationSource(routerLocationSource(router));
  const root = document.getElementById('root');
  if (!root) throw new Error('The standalone page needs an element with id "root"');
  createRoot(root).render(
    <Providers config={defaultSiteConfig} queryClient={createQueryClient('browser')} emotionCache={createEmotionCache()}>
      <ScriptIslandsStartInPlaceContext.Provider value>
        <RouterProvider router={router} />
      </ScriptIslandsStartInPlaceContext.Provider>
    </Providers>,
  );
}
