import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dehydrate } from '@tanstack/react-query';
import createEmotionServer from '@emotion/server/create-instance';
import type { PageContext, RemoteName } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { headTags } from '@pv/shared/meta/head-tags';
import { canonicalPath } from '@pv/shared/contract/routes';
import { IslandHostContext } from '@pv/shared/islands/island';
import { siteLocationOf } from '@pv/shared/navigation/site-location';
import { RequestLocationContext } from '@pv/shared/navigation/use-site-location';
import { Providers } from '@pv/shared/providers/providers';
import { createQueryClient } from '@pv/shared/providers/query-client';
import { createEmotionCache, stylesInPlace } from '@pv/shared/providers/emotion-cache';
import { routes, type RouteHandle } from '../app/router-routes';
import { PreloadedRemotes } from '../app/remote/preloaded-remotes';
import { notFoundMeta } from '../app/pages/not-found-page';
import { NOT_FOUND_ROUTE, type PageState } from '../app/page-state';
import { PostedFormContext, type PostedForm } from '@pv/shared/forms/posted-form';
import { loadRemoteForRequest, type RenderedRemote } from '../federation/server-loading';
import { htmlDocument, previewBadge, type DocumentAssets } from './html-document';
import { createIslandCollector, placeIslands } from '@pv/shared/islands/island-placement';
import { islandStates, renderIslands, renderToHtml } from './render-to-html';
import { browserEntryOf, deploymentOf, type RemoteDeployment } from '../federation/remote-deployments';
import { registryFor } from '../federation/release-runtimes';
import { logRemoteFailure } from './log';
import type { ServerFailureKind } from '@pv/shared/contract/release-status';
import { noOverrides, type RequestReleases } from './releases/release-choice';
import { releaseCounter, type ReleaseSet } from './releases/release-counts';
import type { RuntimeConfig } from './runtime-config';
import type { RenderedPage } from './page-cache';

const unavailableMeta: PageMeta = { title: 'Temporarily unavailable', noindex: true };

const handler = createStaticHandler(routes);

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** `posted`: the outcome of a form sent without JavaScript, which the form on the page shows. */
export async function renderPage(
  url: URL,
  config: RuntimeConfig,
  assets: DocumentAssets,
  posted: PostedForm | null = null,
  releases: RequestReleases = noOverrides,
): Promise<RenderedPage> {
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`Unexpected router response ${context.status}`);

  const site = config.site;
  const queryClient = createQueryClient('server');
  const preloaded = new Map<RemoteName, RenderedRemote>();
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const remoteRoute = handle?.remoteRoute;
  let meta: PageMeta = handle?.notFound ? notFoundMeta : {};
  const deploymentFor = (name: RemoteName): RemoteDeployment | undefined => releases.overrides[name] ?? deploymentOf(name);

  const failed = (kind: ServerFailureKind, error: Error, since: number) => {
    if (!remoteRoute) return;
    const { remote, path } = remoteRoute;
    const deployment = deploymentFor(remote);
    if (deployment) releaseCounter.failure(remote, deployment.id, kind);
    logRemoteFailure({ remote, release: deployment?.release ?? null, route: path, kind, ms: performance.now() - since }, error);
  };

  if (remoteRoute && leaf) {
    const { remote, page } = remoteRoute;
    const loadStarted = performance.now();
    const deployment = deploymentFor(remote);
    let rendered = await loadRemoteForRequest(remote, deployment && registryFor(remote, deployment, deploymentOf(remote)));
    if (rendered.status === 'failed') failed('unreachable', rendered.error, loadStarted);
    if (rendered.status === 'ready') {
      const prepareStarted = performance.now();
      try {
        const definition = rendered.pages[page];
        if (!definition) throw new Error(`Remote ${remote} does not expose the page "${page}"`);
        const ctx: PageContext = {
          params: leaf.params,
          path: url.pathname,
          search: url.searchParams,
          queryClient,
          config: config.serverSite,
        };
        // Logged even when the page's load then drops the failed read from the cache.
        const failedReads = queryClient.getQueryCache().subscribe((event) => {
          if (event.type === 'updated' && event.action.type === 'error') failed('data', asError(event.action.error), prepareStarted);
        });
        try {
          await definition.load?.(ctx);
        } finally {
          failedReads();
        }
        meta = definition.meta(ctx);
      } catch (error) {
        rendered = { status: 'failed', error: asError(error) };
        failed('load', rendered.error, prepareStarted);
      }
    }
    if (rendered.status === 'failed') meta = unavailableMeta;
    preloaded.set(remote, rendered);
  }

  const location = siteLocationOf(url);
  const render = async () => {
    const emotionCache = createEmotionCache();
    const emotionServer = createEmotionServer(emotionCache);
    const router = createStaticRouter(handler.dataRoutes, context);
    const collector = createIslandCollector();
    const page = await renderToHtml(
      <Providers config={site} queryClient={queryClient} emotionCache={emotionCache}>
        <RequestLocationContext.Provider value={location}>
          <IslandHostContext.Provider value={collector.host}>
            <PreloadedRemotes.Provider value={preloaded}>
              <PostedFormContext.Provider value={posted}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </PostedFormContext.Provider>
            </PreloadedRemotes.Provider>
          </IslandHostContext.Provider>
        </RequestLocationContext.Provider>
      </Providers>,
    );
    const islands = await renderIslands(collector.islands, { config: site, emotionCache, queryClient, location });
    const html = placeIslands(page.html, collector.token, islands);
    const styleTags = stylesInPlace(emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)));
    // A render error belongs to the route's remote (its page, or one of its islands), or to the shell.
    const failures = [
      ...page.errors.map((error) => ({ owner: remoteRoute?.remote ?? 'shell', error })),
      ...islands.flatMap(({ island, errors }) => errors.map((error) => ({ owner: island.owner, error }))),
    ];
    const resourceHints = page.resourceHints + islands.map((island) => island.resourceHints).join('');
    return { html, styleTags, resourceHints, failures, islands: collector.islands };
  };

  const renderStarted = performance.now();
  let output = await render();
  const remoteFailure = remoteRoute && output.failures.find((failure) => failure.owner === remoteRoute.remote);
  if (remoteFailure && remoteRoute && preloaded.get(remoteRoute.remote)?.status === 'ready') {
    // The remote's page threw while rendering: send the page with that region's fallback instead.
    const error = asError(remoteFailure.error);
    failed('render', error, renderStarted);
    preloaded.set(remoteRoute.remote, { status: 'failed', error });
    meta = unavailableMeta;
    output = await render();
  }
  if (output.failures.length > 0) throw output.failures[0]?.error;

  const remotes = new Set<RemoteName>(remoteRoute ? [remoteRoute.remote] : []);
  for (const island of output.islands) if (island.owner !== 'shell') remotes.add(island.owner);
  const deployments = [...remotes].flatMap((name) => {
    const deployment = deploymentFor(name);
    return deployment ? [[name, deployment] as const] : [];
  });
  const reactIslands = output.islands.filter((island) => island.kind === 'react');
  const owners = new Set(reactIslands.map((island) => island.owner));
  // On a page with React islands: the hydrator's scripts, the containers of their remotes and the data they read.
  const state: PageState = {
    config: { analyticsId: site.analyticsId, vitalsSampleRate: site.vitalsSampleRate },
    route: remoteRoute?.path ?? NOT_FOUND_ROUTE,
    // A deployment without releases: its build's id.
    releases: Object.fromEntries(deployments.map(([name, deployment]) => [name, deployment.release ?? deployment.id])),
    remotes: config.remotes
      .filter((remote) => owners.has(remote.name))
      .map((remote) => browserEntryOf(remote, releases.overrides[remote.name])),
    islands: islandStates(output.islands),
    ...(reactIslands.length > 0 ? { hydrator: [...assets.hydrator] } : {}),
    ...(reactIslands.some((island) => island.options.queryCache) ? { dehydratedState: dehydrate(queryClient) } : {}),
  };
  const cleanData = queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status !== 'error');
  queryClient.clear();

  // The route's whole remote could not be reached: 503 tells crawlers and caches to come back
  // (docs/decisions/0004-security-headers-and-caching.md); visitors still get the page with its fallback.
  const unreachable = [...preloaded.values()].some((r) => r.status === 'failed' && r.unreachable);
  const status = unreachable ? 503 : (meta.status ?? context.statusCode);
  const html = htmlDocument({
    headTags: headTags(meta, meta.canonicalPath ?? canonicalPath(url.pathname), site),
    styleTags: output.styleTags,
    resourceHints: output.resourceHints,
    appHtml: output.html,
    state,
    ...assets,
    previewBadge: previewBadge(releases.previewed, url),
  });
  const releaseSet: ReleaseSet = Object.fromEntries(deployments.map(([name, deployment]) => [name, deployment.id]));
  releaseCounter.render(releaseSet);
  return {
    status,
    html,
    // A page or a 404 whose remote and data all answered is what the next request gets too.
    cacheable: (status === 200 || status === 404) && [...preloaded.values()].every((r) => r.status !== 'failed') && cleanData,
    remotes: [...remotes],
    releases: releaseSet,
  };
}
