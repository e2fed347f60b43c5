// The browser's half of islands: every island the boot script marked due is hydrated on its own,
// as a root of its own, from the props the server wrote into the page state, with only its own
// code (docs/decisions/0007-islands.md, docs/decisions/0018-hydration-strategies.md). The rest of
// the page stays the server's HTML; an island not yet due stays its server HTML too.
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandProviders } from '@pv/shared/islands/island-providers';
import { createHydratingEmotionCache } from '@pv/shared/providers/emotion-cache';
import { configureRemotes } from '../../federation/remote-registry';
import { islandIdPrefix } from '@pv/shared/islands/island-id';
import type { IslandState, PageState } from '../../app/page-state';
import { yieldToMain } from '../start-in-steps';
import { dueMarkers, setHydrationState } from '../hydration-signals';
import { IslandBoundary } from './island-boundary';
import { loadIsland } from './load-island';
import { reportRemoteFailure } from './report-remote-failure';

/** Calls `onHydrated` once its island has been hydrated (its effects run after the commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

type QueryLayer = ComponentType<{ children: ReactNode }>;

/** What every island of the page shares, made with the first one due. */
interface PageHydration {
  state: PageState;
  emotionCache: ReturnType<typeof createHydratingEmotionCache>;
  queryLayer: () => Promise<QueryLayer>;
}

const pages = new WeakMap<PageState, PageHydration>();

function pageHydration(state: PageState, doc: Document): PageHydration {
  let page = pages.get(state);
  if (!page) {
    if (state.remotes.length > 0) configureRemotes(state.remotes);
    let layer: Promise<QueryLayer> | undefined;
    page = {
      state,
      emotionCache: createHydratingEmotionCache(doc),
      queryLayer: () => (layer ??= import('./query-layer').then(({ createQueryLayer }) => createQueryLayer(state.dehydratedState))),
    };
    pages.set(state, page);
  }
  return page;
}

/**
 * Hydrates the islands marked due (and not yet taken), in page order, each as soon as its code is
 * there, with a pause for the browser between two; each marker says how it went (`hydrating`, then
 * `hydrated` or `failed`). Resolves once each is hydrated, has failed, or could not be loaded (an
 * island whose code does not arrive keeps its server HTML).
 */
export async function hydrateIslands(state: PageState, doc: Document = document): Promise<void> {
  const due = dueMarkers(doc).flatMap((marker) => {
    const entry = state.islands.find((island) => island.id === marker.dataset.islandId);
    // A script island is the boot script's to start (boot/start-script-islands.ts).
    if (!entry || entry.script) return [];
    setHydrationState(marker, 'hydrating');
    return [{ marker, entry }];
  });
  if (due.length === 0) return;
  // Starting is several pieces of work of a few milliseconds each (the page's shared pieces, then
  // for each island a remote's entry or a shared library negotiated by the federation runtime):
  // each is a task of its own, so none is long on a slow phone.
  await yieldToMain();
  const page = pageHydration(state, doc);
  // Every due island's code starts loading before any is hydrated; hydration follows page order.
  const loading = [];
  for (const { marker, entry } of due) {
    await yieldToMain();
    const island = loadIsland(entry.owner, entry.name);
    island.catch(() => {});
    let layer: Promise<QueryLayer> | null = null;
    if (entry.queryCache) {
      await yieldToMain();
      layer = page.queryLayer();
      layer.catch(() => {});
    }
    loading.push({ marker, entry, island, layer });
  }

  const settled: Promise<void>[] = [];
  for (const { marker, entry, ...loads } of loading) {
    const label = `${entry.owner}:${entry.name}`;
    let island: Awaited<typeof loads.island>;
    let layer: QueryLayer | null;
    try {
      island = await loads.island;
      layer = await loads.layer;
    } catch (error) {
      console.error(`Island ${label} could not be loaded:`, error);
      if (entry.owner !== 'shell') reportRemoteFailure(state, entry.owner, 'load', entry.name);
      setHydrationState(marker, 'failed');
      continue;
    }
    await yieldToMain();
    settled.push(new Promise<void>((resolve) => hydrateIsland(marker, entry, island, layer, { page, label, resolve })));
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
  context: { page: PageHydration; label: string; resolve: () => void },
) {
  const { page, label } = context;
  const resolve = (outcome: 'hydrated' | 'failed') => {
    // The boundary may report a failure after the island first committed: the last word counts.
    setHydrationState(marker, outcome);
    context.resolve();
  };
  const hydrated = () => resolve('hydrated');
  const failed = () => {
    if (entry.owner !== 'shell') reportRemoteFailure(page.state, entry.owner, 'render', entry.name);
    resolve('failed');
  };
  const content = (
    <IslandBoundary label={label} serverHtml={marker.innerHTML} onFailed={failed}>
      <Hydrated onHydrated={hydrated}>
        <Island {...entry.props} />
      </Hydrated>
    </IslandBoundary>
  );
  // Every wrapper has one child, as in the server's render of the island: `useId` agrees.
  const root = (
    <IslandProviders config={page.state.config} emotionCache={page.emotionCache}>
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
