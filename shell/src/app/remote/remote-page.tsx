import { Suspense, use, useCallback, useContext, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteRoute } from '@pv/shared/contract/routes';
import { PageWithHead } from '@pv/shared/meta/page-head';
import { loadRemotePages, readRemote, reloadRemote } from '../../federation/remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { PageLoading } from './page-loading';
import { PreloadedRemotes } from './preloaded-remotes';

function RemotePageContent({ remote, page }: SiteRoute) {
  const [, setAttempt] = useState(0);
  const retry = useCallback(() => {
    reloadRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const state = useContext(PreloadedRemotes)?.get(remote) ?? readRemote(remote);
  // Known to have failed (on the server, or before hydration): render the fallback itself, so the
  // server HTML and the first client render agree; the browser then tries again by itself.
  if (state?.status === 'failed') return <RemoteFallback onRetry={retry} retryOnMount />;
  const pages = state?.status === 'ready' ? state.pages : use(loadRemotePages(remote));
  const definition = pages[page];
  if (!definition) throw new Error(`Remote ${remote} does not expose the page "${page}"`);
  return <PageWithHead definition={definition} />;
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
