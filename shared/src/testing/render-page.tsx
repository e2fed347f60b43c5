// Renders a page the way production does (docs/decisions/0007-islands.md): first the server's HTML
// of the page (the real providers with the test configuration, the request's location), then its
// islands, tab sets, popup buttons and embeds started as the boot script does; nothing else of the
// page ever runs in the browser, and React never does (docs/decisions/0029-no-react-in-the-browser.md).
// As in the browser, a link followed or an island's `navigateTo` is a document load: the renderer
// then shows another page, and `currentUrl()` says where it went.
// Every remote's component tests use it.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { IslandHostContext } from '@pv/shared/islands/island';
import {
  createIslandCollector,
  islandIdPrefix,
  placeIslands,
  ServerIslandRoot,
  type PlacedIsland,
} from '@pv/shared/islands/island-placement';
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

// One style cache for a test file: a fresh cache per render would insert every style again, and
// jsdom's style lookups slow down with each copy. Emotion, loaded in a document, inserts styles
// from an effect, which a render to a string never runs: the page's HTML has its class names but
// not their rules (a test of a style reads the rendered class, or an end-to-end test the page).
const emotionCache = createEmotionCache();

export interface RenderPageOptions {
  /** The URL the page is rendered for, with its query: `/blog?tag=Metrics`. */
  path?: string;
  config?: SiteConfig;
  /** The page's data: what its `load` would have put there on the server. */
  queryClient?: QueryClient;
  /** With fake timers: how user-event lets them run. */
  advanceTimers?: (ms: number) => void;
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

/**
 * The server's HTML of `ui` for `path` (`/blog?tag=Metrics`), as another document of the site
 * would have it: what a page's script islands get when they ask the server for another state.
 */
export function serverHtmlOf(
  ui: ReactElement,
  { path, config = testConfig, queryClient }: { path: string; config?: SiteConfig; queryClient: QueryClient },
) {
  return renderServerHtml(ui, { config, queryClient, requestLocation: siteLocationOf(new URL(path, window.location.origin)) }).html;
}

/** `ui`, the page, as the server renders it and the boot script starts its islands. */
export function renderPage(
  ui: ReactElement,
  { path = '/', config = testConfig, queryClient = testQueryClient(), advanceTimers }: RenderPageOptions = {},
) {
  cleanUp?.();
  window.history.replaceState(null, '', path);
  const requestLocation = siteLocationOf(new URL(window.location.href));
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});

  const { html, islands } = renderServerHtml(ui, { config, queryClient, requestLocation });
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;

  // The browser: another URL is another document (an island that changes the query alone does so
  // with the History API itself).
  const leave = (to: string) => {
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
  const islandStops = islands.map((island) => island.start(markerOf(container, island)));

  cleanUp = () => {
    for (const stop of islandStops) stop();
    stopTabSets();
    stopPopupButtons();
    stopEmbedFrames();
    document.removeEventListener('click', followLinks);
    unregister();
    container.remove();
  };
  const unmount = () => {
    cleanUp?.();
    cleanUp = null;
  };
  return { user, queryClient, container, unmount };
}

function markerOf(container: HTMLElement, { id }: PlacedIsland): HTMLElement {
  const marker = container.querySelector<HTMLElement>(`[data-island-id="${id}"]`);
  if (!marker) throw new Error(`Island ${id} is missing from the page`);
  return marker;
}

/** The document's current `/path?query`. */
export const currentUrl = () => `${window.location.pathname}${window.location.search}`;
