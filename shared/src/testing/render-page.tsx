// Renders a page the way production does (docs/decisions/0032-react-islands.md): first the server's
// HTML of the page (the real providers with the test configuration, the request's location), then
// each React island hydrated on its own from its props as the page state carries them (and an
// island that reads data, from the server's data as the page state carries it), as the hydrator
// does, and the shell's script islands, tab sets, popup buttons and embeds started as the
// boot script does; nothing else of the page runs in the browser. A hydration that does not match
// the server's HTML fails the test. As in the browser, a link followed or an island's `navigateTo`
// is a document load: the renderer then shows another page, and `currentUrl()` says where it went.
// Every remote's component tests use it.
import { Profiler, type ProfilerOnRenderCallback, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CacheProvider } from '@emotion/react';
import { dehydrate, hydrate as hydrateQueries, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { IslandHostContext } from '@pv/shared/islands/island';
import { islandIdPrefix } from '@pv/shared/islands/island-element';
import { createIslandCollector, placeIslands, ServerIslandRoot, type PlacedIsland } from '@pv/shared/islands/island-placement';
import { Providers } from '@pv/shared/providers/providers';
import { createEmotionCache } from '@pv/shared/providers/emotion-cache';
import { registerLocationSource, siteLocationOf, type SiteLocation } from '@pv/shared/navigation/site-location';
import { RequestLocationContext } from '@pv/shared/navigation/use-site-location';
import { testConfig } from '@pv/shared/testing/test-config';
import { startEmbedFrames } from '@pv/shared/ui/embed-frames';
import { startPopupButtons } from '@pv/shared/ui/popup-buttons';
import { startTabSets } from '@pv/shared/ui/tab-sets';

/** As the browser's client, without retries. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** What the document shows once the page is left for another path. */
export const OTHER_PAGE_TEXT = 'Another page';

// One style cache for a test file, as a browser has one for a visit: a fresh cache per render would
// insert every style again, and jsdom's style lookups slow down with each copy. Emotion, loaded in a
// document, inserts styles from an effect, which a render to a string never runs: the page's own
// HTML has its class names but not their rules; an island gets its rules when it is hydrated.
const emotionCache = createEmotionCache();

export interface RenderPageOptions {
  /** The URL the page is rendered for, with its query: `/blog?tag=Metrics`. */
  path?: string;
  config?: SiteConfig;
  /**
   * The page's data: what its `load` would have put there on the server. The islands that read data
   * get a client of their own in the browser, holding what the server sent (`browserQueryClient`).
   */
  queryClient?: QueryClient;
  /** With fake timers: how user-event lets them run. */
  advanceTimers?: (ms: number) => void;
  /** What happens to the server's HTML before the page's scripts run: forms the browser restores after a reload, a click made at once. */
  beforeHydration?: (container: HTMLElement) => void;
  /** Called on every commit of an island hydrated in the browser (a React Profiler around each island's root). */
  onIslandCommit?: ProfilerOnRenderCallback;
}

let cleanUp: (() => void) | null = null;
afterEach(() => {
  cleanUp?.();
  cleanUp = null;
});

/** The server's HTML of `ui` for a request: the page with placeholders for its islands, then each island as a root of its own. */
function renderServerHtml(
  ui: ReactElement,
  { config, queryClient, requestLocation }: { config: SiteConfig; queryClient: QueryClient; requestLocation: SiteLocation },
) {
  const collector = createIslandCollector();
  const pageHtml = renderToString(
    <Providers config={config} queryClient={queryClient} emotionCache={emotionCache}>
      <RequestLocationContext.Provider value={requestLocation}>
        <IslandHostContext.Provider value={collector.host}>{ui}</IslandHostContext.Provider>
      </RequestLocationContext.Provider>
    </Providers>,
  );
  const context = { config, emotionCache, queryClient, location: requestLocation };
  const islands = collector.islands.map((island) => ({
    island,
    html: renderToString(<ServerIslandRoot island={island} context={context} />, { identifierPrefix: islandIdPrefix(island.id) }),
  }));
  return { html: placeIslands(pageHtml, collector.token, islands), islands: collector.islands };
}

/** `ui`, the page, as the server renders it and the browser hydrates or starts its islands. */
export function renderPage(
  ui: ReactElement,
  {
    path = '/',
    config = testConfig,
    queryClient = testQueryClient(),
    advanceTimers,
    beforeHydration,
    onIslandCommit,
  }: RenderPageOptions = {},
) {
  cleanUp?.();
  window.history.replaceState(null, '', path);
  const requestLocation = siteLocationOf(new URL(window.location.href));
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});

  const { html, islands } = renderServerHtml(ui, { config, queryClient, requestLocation });
  // The page state carries the server's data as JSON; the hydrator's client starts from it.
  const browserQueryClient = testQueryClient();
  hydrateQueries(browserQueryClient, JSON.parse(JSON.stringify(dehydrate(queryClient))) as ReturnType<typeof dehydrate>);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  beforeHydration?.(container);

  // The browser: another URL is another document (an island that changes the query alone does so
  // with the History API itself).
  const roots: Root[] = [];
  const leave = (to: string) => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    container.innerHTML = `<p>${OTHER_PAGE_TEXT}</p>`;
    window.history.replaceState(null, '', to);
  };
  // No location source is registered in the browser, so `navigateTo` loads the page it goes to:
  // here, another page is shown.
  const unregister = registerLocationSource({
    location: () => siteLocationOf(new URL(window.location.href)),
    subscribe: () => () => {},
    navigate: leave,
    navigatesInPage: () => false,
  });
  const followLinks = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    // Another tab, a download or a modifier key: the document stays.
    const elsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || elsewhere || !link || link.matches('[download], [target]:not([target="_self"])')) return;
    const url = new URL(link.getAttribute('href') ?? '', window.location.href);
    if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search))
      return;
    event.preventDefault();
    leave(`${url.pathname}${url.search}${url.hash}`);
  };
  document.addEventListener('click', followLinks);

  // What the boot script drives in the server's HTML without React.
  const stopTabSets = startTabSets(container);
  const stopPopupButtons = startPopupButtons(container);
  const stopEmbedFrames = startEmbedFrames(container);
  const mismatches: unknown[] = [];
  const islandStops: (() => void)[] = [];
  for (const island of islands) {
    if (island.kind === 'script' && island.Island.start) islandStops.push(island.Island.start(markerOf(container, island)));
    else hydrate(island, { container, queryClient: browserQueryClient, roots, mismatches, onIslandCommit });
  }
  if (mismatches.length > 0) throw new Error(`An island's hydration did not match its server HTML: ${String(mismatches[0])}`);

  cleanUp = () => {
    for (const stop of islandStops) stop();
    stopTabSets();
    stopPopupButtons();
    stopEmbedFrames();
    document.removeEventListener('click', followLinks);
    unregister();
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    container.remove();
  };
  const unmount = () => {
    cleanUp?.();
    cleanUp = null;
  };
  return { user, queryClient, browserQueryClient, container, unmount, serverHtml: html };
}

function markerOf(container: HTMLElement, { id }: PlacedIsland): HTMLElement {
  const marker = container.querySelector<HTMLElement>(`[data-island-id="${id}"]`);
  if (!marker) throw new Error(`Island ${id} is missing from the page`);
  return marker;
}

interface HydrationContext {
  container: HTMLElement;
  queryClient: QueryClient;
  roots: Root[];
  mismatches: unknown[];
  onIslandCommit?: ProfilerOnRenderCallback | undefined;
}

/**
 * As the hydrator does: the island's own root, from its props as they come out of the page state's
 * JSON, inside the page's style cache; the data layer only for an island that reads data.
 */
function hydrate(placed: PlacedIsland, { container, queryClient, roots, mismatches, onIslandCommit }: HydrationContext) {
  const { id, name, Island, props, options } = placed;
  const marker = markerOf(container, placed);
  const sent = JSON.parse(JSON.stringify(props)) as object;
  const island = onIslandCommit ? (
    <Profiler id={name} onRender={onIslandCommit}>
      <Island {...sent} />
    </Profiler>
  ) : (
    <Island {...sent} />
  );
  act(() => {
    roots.push(
      hydrateRoot(
        marker,
        <CacheProvider value={emotionCache}>
          {options.queryCache ? <QueryClientProvider client={queryClient}>{island}</QueryClientProvider> : island}
        </CacheProvider>,
        { identifierPrefix: islandIdPrefix(id), onRecoverableError: (error) => void mismatches.push(error) },
      ),
    );
  });
}

/** The document's current `/path?query`. */
export const currentUrl = () => `${window.location.pathname}${window.location.search}`;
