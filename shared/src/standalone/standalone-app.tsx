// A remote's standalone page: its pages in a minimal frame with the same providers the shell gives
// them, so a team develops and checks its remote without the rest of the site.
import { useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation, useParams } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { CacheProvider, css } from '@emotion/react';
import createCache from '@emotion/cache';
import type { PageDefinition, RemotePages } from '@pv/shared/contract/page';
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { SiteConfigProvider } from '@pv/shared/config/site-config-context';
import { applyHeadTags, headTags } from '@pv/shared/meta/head-tags';
import { canonicalPath } from '@pv/shared/contract/routes';
import { registerLocationSource } from '@pv/shared/navigation/site-location';
import { routerLocationSource } from '@pv/shared/navigation/router-location-source';
import { GlobalStyles } from '@pv/shared/theme/global-styles';
import { colors } from '@pv/shared/theme/tokens';

export interface StandaloneRoute {
  path: string;
  page: string;
  /** Link label in the standalone bar; routes with parameters need an example `href`. */
  label: string;
  href?: string;
}

function StandalonePage({ definition }: { definition: PageDefinition }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const ctx = { params, path: pathname, search: new URLSearchParams(search), queryClient, config: defaultSiteConfig };
    const apply = () => applyHeadTags(headTags(definition.meta(ctx), canonicalPath(pathname), defaultSiteConfig));
    apply();
    return queryClient.getQueryCache().subscribe(apply);
  }, [definition, params, pathname, search, queryClient]);
  const Page: ComponentType = definition.Component;
  return <Page />;
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
    <CacheProvider value={createCache({ key: 'pv' })}>
      <SiteConfigProvider config={defaultSiteConfig}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })}>
          <GlobalStyles />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SiteConfigProvider>
    </CacheProvider>,
  );
}
