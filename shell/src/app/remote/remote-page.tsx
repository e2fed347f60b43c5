import { Suspense, useContext } from 'react';
import { useParams } from 'react-router-dom';
import type { SiteRoute } from '@pv/shared/contract/routes';
import { IslandOwnerContext } from '@pv/shared/islands/island';
import { PageWithHead } from '@pv/shared/meta/page-head';
import { RemoteFallback } from './remote-fallback';
import { PreloadedRemotes } from './preloaded-remotes';

function RemotePageContent({ remote, page }: SiteRoute) {
  const params = useParams();
  // The server loads the route's remote before it renders (server/render-page.tsx).
  const state = useContext(PreloadedRemotes)?.get(remote);
  if (!state) throw new Error(`Remote ${remote} was not loaded before the render`);
  // It failed (unreachable, or its page's load or render threw): the fallback, with Retry.
  if (state.status === 'failed') return <RemoteFallback />;
  const definition = state.pages[page];
  if (!definition) throw new Error(`Remote ${remote} does not expose the page "${page}"`);
  // The islands of the page are the remote's: the browser loads their code from it.
  return (
    <IslandOwnerContext.Provider value={remote}>
      <PageWithHead definition={definition} params={params} />
    </IslandOwnerContext.Provider>
  );
}

/**
 * A route's page, loaded from its remote at runtime, isolated from every other part of the site:
 * what it throws while rendering stops at its Suspense boundary, and the server renders the page
 * again with the remote's fallback (server/render-page.tsx).
 */
export function RemotePage(route: SiteRoute) {
  return (
    <Suspense fallback={null}>
      <RemotePageContent {...route} />
    </Suspense>
  );
}
