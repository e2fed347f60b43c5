// The browser's half of islands: every island the server marked in the page is hydrated on its
// own, as a root of its own, from the props the server wrote into the page state, with only its
// own code (docs/decisions/0007-islands.md). The rest of the page stays the server's HTML.
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ELEMENT } from '@pv/shared/islands/island';
import { IslandProviders } from '@pv/shared/islands/island-providers';
import { createHydratingEmotionCache } from '@pv/shared/providers/emotion-cache';
import { configureRemotes } from '../../federation/remote-registry';
import { islandIdPrefix } from '@pv/shared/islands/island-id';
import type { IslandState, PageState } from '../../app/page-state';
import { yieldToMain } from '../start-in-steps';
import { IslandBoundary } from './island-boundary';
import { loadIsland } from './load-island';
import { reportRemoteFailure } from './report-remote-failure';

/** Calls `onHydrated` once its island has been hydrated (its effects run after the commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

type QueryLayer = ComponentType<{ children: ReactNode }>;

function markersOf(doc: Document) {
  const markers = new Map<string, HTMLElement>();
  for (const element of doc.querySelectorAll<HTMLElement>(`${ISLAND_ELEMENT}[data-island-id]`)) {
    if (element.dataset.islandId) markers.set(element.dataset.islandId, element);
  }
  return markers;
}

/**
 * Hydrates the page's islands in page order, each as soon as its code is there, with a pause for
 * the browser between two. Resolves once each is hydrated, has failed, or could not be loaded (an
 * island whose code does not arrive keeps its server HTML).
 */
export async function hydrateIslands(state: PageState, doc: Document = document): Promise<void> {
  if (state.islands.length === 0) return;
  if (state.remotes.length > 0) configureRemotes(state.remotes);
  const markers = markersOf(doc);
  const emotionCache = createHydratingEmotionCache(doc);
  // Every island's code starts loading at once; hydration follows page order.
  const loads = state.islands.map((entry) => loadIsland(entry.owner, entry.name));
  const queryLayer = state.islands.some((entry) => entry.queryCache)
    ? import('./query-layer').then(({ createQueryLayer }) => createQueryLayer(state.dehydratedState))
    : null;
  for (const load of [...loads, queryLayer]) load?.catch(() => {});

  const settled: Promise<void>[] = [];
  for (const [index, entry] of state.islands.entries()) {
    const label = `${entry.owner}:${entry.name}`;
    const marker = markers.get(entry.id);
    if (!marker) {
      console.error(`Island ${label} is missing from the page`);
      continue;
    }
    let island: Awaited<(typeof loads)[number]> | undefined;
    let layer: QueryLayer | null = null;
    try {
      island = await loads[index];
      if (entry.queryCache) layer = await queryLayer;
    } catch (error) {
      console.error(`Island ${label} could not be loaded:`, error);
      if (entry.owner !== 'shell') reportRemoteFailure(state, entry.owner, 'load', entry.name);
      continue;
    }
    if (!island) continue;
    await yieldToMain();
    settled.push(new Promise<void>((resolve) => hydrateIsland(marker, entry, island, layer, { emotionCache, state, label, resolve })));
  }
  await Promise.all(settled);
}

function hydrateIsland(
  marker: HTMLElement,
  entry: IslandState,
  // The props were written by the server for this very island.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Island: ComponentType<any>,
  QueryLayer: QueryLayer | null,
  context: { emotionCache: ReturnType<typeof createHydratingEmotionCache>; state: PageState; label: string; resolve: () => void },
) {
  const { emotionCache, state, label, resolve } = context;
  const failed = () => {
    if (entry.owner !== 'shell') reportRemoteFailure(state, entry.owner, 'render', entry.name);
    resolve();
  };
  const content = (
    <IslandBoundary label={label} serverHtml={marker.innerHTML} onFailed={failed}>
      <Hydrated onHydrated={resolve}>
        <Island {...entry.props} />
      </Hydrated>
    </IslandBoundary>
  );
  // Every wrapper has one child, as in the server's render of the island: `useId` agrees.
  const root = (
    <IslandProviders config={state.config} emotionCache={emotionCache}>
      {QueryLayer ? <QueryLayer>{content}</QueryLayer> : content}
    </IslandProviders>
  );
  // As a transition, hydration yields to the browser between chunks of work.
  startTransition(() => {
    hydrateRoot(marker, root, {
      identifierPrefix: islandIdPrefix(entry.id),
      onRecoverableError: (error, info) => console.error(`Island ${label}: recoverable render error:`, error, info.componentStack),
      // The island's boundary logs what it catches.
      onCaughtError: () => {},
    });
  });
}
