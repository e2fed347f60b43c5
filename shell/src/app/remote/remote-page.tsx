import { Suspense, use, useContext } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { SiteRoute } from '@pv/shared/contract/routes';
import { IslandOwnerContext } from '@pv/shared/islands/island';
import { PageWithHead } from '@pv/shared/meta/page-head';
import { loadRemotePages, readRemote } from '../../federation/remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { PageLoading } from './page-loading';
import { PreloadedRemotes } from './preloaded-remotes';

function RemotePageContent({ remote, page }: SiteRoute) {
  const params = useParams();
  const state = useContext(PreloadedRemotes)?.get(remote) ?? readRemote(remote);
  // Known to have failed (on the server, or in this browser): the fallback, with Retry.
  if (state?.status === 'failed') return <RemoteFallback />;
  const pages = state?.status === 'ready' ? state.pages : use(loadRemotePages(remote));
  const definition = pages[page];
  if (!definition) throw new Error(`Remote ${remote} does not expose the page "${page}"`);
  // The islands of the page are the remote's: the browser loads their code from it.
  return (
    <IslandOwnerContext.Provider value={remote}>
      <PageWithHead definition={definition} params={params} />
    </IslandOwnerContext.Provider>
  );
}

/** A route's page, loaded from its remote at runtime, isolated from every other part of the site. */
export function RemotePage(route: SiteRoute) {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary remote={route.remote} resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <RemotePageContent {...route} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
