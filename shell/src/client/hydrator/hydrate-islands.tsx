// The browser's half of React islands (docs/decisions/0032-react-islands.md): every React island the
// boot script marked due is hydrated on its own, as a root of its own, with the component its remote's
// container exposes and the props the server wrote into the page state. The rest of the page stays
// the server's HTML; an island not yet due stays its server HTML too.
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { islandIdPrefix } from '@pv/shared/islands/island-element';
import { createHydratingEmotionCache } from '@pv/shared/providers/emotion-cache';
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { IslandState, PageState } from '../../app/page-state';
import { dueIslands, setHydrationState } from '../boot/island-signals';
import { IslandBoundary } from './island-boundary';
import { loadIsland, registerContainers, reloadContainer } from './load-island';
import { reportRemoteFailure } from './report-remote-failure';
import { yieldToMain } from './start-in-steps';

/** Calls `onHydrated` once its island has been hydrated (its effects run after the commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

type QueryLayer = ComponentType<{ children: ReactNode }>;

/** What every island of the page shares, made with the first one due. */
interface PageHydration {
  state: PageState;
  emotionCache: EmotionCache;
  queryLayer: () => Promise<QueryLayer>;
}

const pages = new WeakMap<PageState, PageHydration>();

function pageHydration(state: PageState, doc: Document): PageHydration {
  let page = pages.get(state);
  if (!page) {
    registerContainers(state.remotes);
    let layer: Promise<QueryLayer> | undefined;
    page = {
      state,
      emotionCache: createHydratingEmotionCache(doc),
      // React Query only for a page whose islands read data.
      queryLayer: () => (layer ??= import('./query-layer').then(({ createQueryLayer }) => createQueryLayer(state.dehydratedState))),
    };
    pages.set(state, page);
  }
  return page;
}

const ownerOf = (island: IslandState) => island.owner as RemoteName;

/** The island's component and, if it reads data, the page's data layer. */
async function loadParts(island: IslandState, page: PageHydration) {
  const component = loadIsland(ownerOf(island), island.name);
  const layer = island.queryCache ? page.queryLayer() : null;
  // Both start before either is awaited.
  component.catch(() => {});
  layer?.catch(() => {});
  return { Island: await component, QueryLayer: await layer };
}

/**
 * Hydrates the React islands marked due (and not yet taken), in page order, each as soon as its
 * code is there, with a pause for the browser between two; each marker says how it went
 * (`hydrating`, then `hydrated` or `failed`). Resolves once each is hydrated or has failed. An
 * island whose code could not be loaded keeps its server HTML and shows Retry.
 */
export async function hydrateIslands(state: PageState, doc: Document = document): Promise<void> {
  const due = dueIslands(state.islands, 'react', doc);
  if (due.length === 0) return;
  for (const { marker } of due) setHydrationState(marker, 'hydrating');
  // Each piece of work is a task of its own (the page's shared parts, then each island's code), so
  // none is long on a slow phone.
  await yieldToMain();
  const page = pageHydration(state, doc);
  // Every due island's code starts loading before any is hydrated; hydration follows page order.
  const loading = due.map(({ marker, island }) => ({ marker, island, parts: loadParts(island, page) }));
  for (const { parts } of loading) parts.catch(() => {});
  const settled: Promise<boolean>[] = [];
  for (const { marker, island, parts } of loading) settled.push(hydrateWhenLoaded(marker, island, parts, page));
  await Promise.all(settled);
}

/** Resolves true once the island is hydrated, false once it has failed. */
async function hydrateWhenLoaded(
  marker: HTMLElement,
  island: IslandState,
  parts: ReturnType<typeof loadParts>,
  page: PageHydration,
): Promise<boolean> {
  const label = `${island.owner}:${island.name}`;
  let loaded: Awaited<typeof parts>;
  try {
    loaded = await parts;
  } catch (error) {
    console.error(`Island ${label} could not be loaded:`, error);
    reportRemoteFailure(page.state, ownerOf(island), 'load', island.name);
    setHydrationState(marker, 'failed');
    // Only a page whose island failed needs the notice's code.
    import('./island-retry')
      .then(({ showIslandRetry }) => showIslandRetry(marker, page.emotionCache, () => retry(marker, island, page)))
      .catch((error: unknown) => console.error(`Island ${label}: Retry could not be shown:`, error));
    return false;
  }
  await yieldToMain();
  return new Promise<boolean>((resolve) => hydrateIsland(marker, island, loaded, { page, label, resolve }));
}

/** Retry: the remote's container afresh, then the island. */
function retry(marker: HTMLElement, island: IslandState, page: PageHydration): Promise<boolean> {
  const remote = page.state.remotes.find((entry) => entry.name === island.owner);
  if (remote) reloadContainer(remote);
  setHydrationState(marker, 'hydrating');
  const parts = loadParts(island, page);
  parts.catch(() => {});
  return parts.then(
    (loaded) =>
      new Promise<boolean>((resolve) => hydrateIsland(marker, island, loaded, { page, label: `${island.owner}:${island.name}`, resolve })),
    (error: unknown) => {
      console.error(`Island ${island.owner}:${island.name} could not be loaded:`, error);
      setHydrationState(marker, 'failed');
      return false;
    },
  );
}

function hydrateIsland(
  marker: HTMLElement,
  island: IslandState,
  // The props were written by the server for this very island.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  { Island, QueryLayer }: { Island: ComponentType<any>; QueryLayer: QueryLayer | null },
  context: { page: PageHydration; label: string; resolve: (hydrated: boolean) => void },
) {
  const { page, label } = context;
  let outcome: 'hydrated' | 'failed' | null = null;
  const settle = (next: 'hydrated' | 'failed') => {
    // The boundary may report a failure after the island first committed: the last word counts.
    setHydrationState(marker, next);
    if (outcome === null) context.resolve(next === 'hydrated');
    outcome = next;
  };
  const hydrated = () => settle('hydrated');
  const failed = () => {
    reportRemoteFailure(page.state, ownerOf(island), 'render', island.name);
    settle('failed');
  };
  const content = (
    <IslandBoundary label={label} serverHtml={marker.innerHTML} onFailed={failed}>
      <Hydrated onHydrated={hydrated}>
        <Island {...island.props} />
      </Hydrated>
    </IslandBoundary>
  );
  // Every wrapper has one child, as in the server's render of the island: the ids `useId` makes agree.
  const root = <CacheProvider value={page.emotionCache}>{QueryLayer ? <QueryLayer>{content}</QueryLayer> : content}</CacheProvider>;
  // As a transition, hydration yields to the browser between chunks of work.
  startTransition(() => {
    hydrateRoot(marker, root, {
      identifierPrefix: islandIdPrefix(island.id),
      onRecoverableError: (error, info) => console.error(`Island ${label}: recoverable render error:`, error, info.componentStack),
      // The island's boundary logs what it catches.
      onCaughtError: () => {},
    });
  });
}
