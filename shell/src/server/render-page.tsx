// Server rendering of one request: resolve the route, load its remote page and data (bounded by a
// time-out), compute head tags and status, render to HTML with emotion's critical CSS inlined.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import createEmotionServer from '@emotion/server/create-instance';
import type { PageContext, RemoteName } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { headTags } from '@pv/shared/meta/head-tags';
import { canonicalPath } from '@pv/shared/contract/routes';
import { RequestLocationContext, siteLocationOf } from '@pv/shared/navigation/site-location';
import { Providers } from '@pv/shared/providers/providers';
import { createQueryClient } from '@pv/shared/providers/query-client';
import { createEmotionCache } from '@pv/shared/providers/emotion-cache';
import { routes, type RouteHandle } from '../app/router-routes';
import { PreloadedRemotes } from '../app/remote/preloaded-remotes';
import { notFoundMeta } from '../app/pages/not-found-page';
import { PAGE_STATE_ID, type PageState } from '../app/page-state';
import { loadRemoteForRequest, type RenderedRemote } from '../federation/server-loading';
import { htmlDocument } from './html-document';
import { renderToHtml } from './render-to-html';
import { browserEntry, type RuntimeConfig } from './runtime-config';
import type { RenderedPage } from './page-cache';

export const unavailableMeta: PageMeta = { title: 'Temporarily unavailable', noindex: true };

const handler = createStaticHandler(routes);

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Client-rendering mode: what a client-rendered build sends, an empty root and the scripts. */
export function clientRenderedPage(url: URL, config: RuntimeConfig, scripts: readonly string[]): RenderedPage {
  const state: PageState = {
    config: config.site,
    remotes: config.remotes.map(browserEntry),
    failedRemotes: [],
    dehydratedState: { mutations: [], queries: [] },
  };
  const html = htmlDocument({
    headTags: headTags({}, canonicalPath(url.pathname), config.site),
    styleTags: '',
    appHtml: '',
    state,
    scripts,
  });
  return { status: 200, html, cacheable: true };
}

/** Static mode: the server's page without any script or page state, as a plain HTML file would be. */
async function staticPage(url: URL, config: RuntimeConfig): Promise<RenderedPage> {
  const page = await renderPage(url, { ...config, renderMode: 'server' }, []);
  const stateBlock = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">[^<]*</script>`);
  return { ...page, html: page.html.replace(stateBlock, '') };
}

export async function renderPage(url: URL, config: RuntimeConfig, scripts: readonly string[]): Promise<RenderedPage> {
  if (config.renderMode === 'client') return clientRenderedPage(url, config, scripts);
  if (config.renderMode === 'static') return staticPage(url, config);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`Unexpected router response ${context.status}`);

  const site = config.site;
  const queryClient = createQueryClient('server');
  const preloaded = new Map<RemoteName, RenderedRemote>();
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const remoteRoute = handle?.remoteRoute;
  let meta: PageMeta = handle?.notFound ? notFoundMeta : {};

  if (remoteRoute && leaf) {
    const { remote, page } = remoteRoute;
    let rendered = await loadRemoteForRequest(remote);
    if (rendered.status === 'ready') {
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
        await definition.load?.(ctx);
        meta = definition.meta(ctx);
      } catch (error) {
        console.error(`Remote ${remote} failed to prepare ${url.pathname}:`, error);
        rendered = { status: 'failed', error: asError(error) };
      }
    }
    if (rendered.status === 'failed') meta = unavailableMeta;
    preloaded.set(remote, rendered);
  }

  const render = async () => {
    const emotionCache = createEmotionCache();
    const emotionServer = createEmotionServer(emotionCache);
    const router = createStaticRouter(handler.dataRoutes, context);
    const { html, errors } = await renderToHtml(
      <Providers config={site} queryClient={queryClient} emotionCache={emotionCache}>
        <RequestLocationContext.Provider value={siteLocationOf(url)}>
          <PreloadedRemotes.Provider value={preloaded}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PreloadedRemotes.Provider>
        </RequestLocationContext.Provider>
      </Providers>,
    );
    const styleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
    return { html, errors, styleTags };
  };

  let output = await render();
  if (output.errors.length > 0 && remoteRoute && preloaded.get(remoteRoute.remote)?.status === 'ready') {
    // The remote's page threw while rendering: send the page with that region's fallback instead.
    const error = asError(output.errors[0]);
    console.error(`Remote ${remoteRoute.remote} failed to render ${url.pathname}:`, error);
    preloaded.set(remoteRoute.remote, { status: 'failed', error });
    meta = unavailableMeta;
    output = await render();
  }
  if (output.errors.length > 0) throw output.errors[0];

  const failedRemotes = [...preloaded].flatMap(([name, r]) => (r.status === 'failed' ? [{ name, message: r.error.message }] : []));
  const state: PageState = {
    config: site,
    remotes: config.remotes.map(browserEntry),
    failedRemotes,
    dehydratedState: dehydrate(queryClient),
  };
  const cleanData = allQueriesSucceeded(queryClient);
  queryClient.clear();

  // The route's whole remote could not be reached: 503 tells crawlers and caches to come back
  // (docs/decisions/0004-security-headers-and-caching.md); visitors still get the page with its fallback.
  const unreachable = [...preloaded.values()].some((r) => r.status === 'failed' && r.unreachable);
  const status = unreachable ? 503 : (meta.status ?? context.statusCode);
  const html = htmlDocument({
    headTags: headTags(meta, canonicalPath(url.pathname), site),
    styleTags: output.styleTags,
    appHtml: output.html,
    state,
    scripts,
  });
  // A page or a 404 whose remote and data all answered is what the next request gets too.
  return { status, html, cacheable: (status === 200 || status === 404) && failedRemotes.length === 0 && cleanData };
}

function allQueriesSucceeded(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status !== 'error');
}
