// An island's state on its marker element (docs/decisions/0032-react-islands.md): the boot script
// marks an island due under its strategy, then `hydrating` while its code is loaded, and `hydrated`
// or `failed`. The marks are attributes, so tests and tools read an island's state from the page.
import { ISLAND_ELEMENT } from '@pv/shared/islands/island-element';
import type { HydrationStrategy, IslandKind } from '@pv/shared/islands/island';
import type { IslandState } from '../../app/page-state';

/** The marker's attribute holding its island's state; absent while it waits for its strategy. */
export const HYDRATION_ATTRIBUTE = 'data-hydration';

export type HydrationState = 'due' | 'hydrating' | 'hydrated' | 'failed';

/** Dispatched on the document each time islands become due. */
export const ISLANDS_DUE_EVENT = 'pv-islands-due';

/** The marker element of the island `id`. */
export const islandMarker = (id: string, doc: Document = document) =>
  doc.querySelector<HTMLElement>(`${ISLAND_ELEMENT}[data-island-id="${id}"]`);

export const setHydrationState = (marker: HTMLElement, state: HydrationState) => marker.setAttribute(HYDRATION_ATTRIBUTE, state);

/**
 * The strategies under which an island is hydrated without the visitor doing anything: once the
 * islands using them have settled, the page is ready (`<html data-page="/path">`, for tools and tests).
 */
export const UNPROMPTED: readonly HydrationStrategy[] = ['load', 'idle'];

export const isUnprompted = (island: Pick<IslandState, 'hydrate'>) => UNPROMPTED.includes(island.hydrate);

export const markPageReady = (doc: Document = document) => {
  doc.documentElement.dataset.page = doc.location.pathname;
};

/** Whether every island started without the visitor doing anything has settled (started or failed). */
export const unpromptedSettled = (islands: readonly IslandState[], doc: Document = document) =>
  islands
    .filter(isUnprompted)
    .every((island) => ['hydrated', 'failed'].includes(islandMarker(island.id, doc)?.getAttribute(HYDRATION_ATTRIBUTE) ?? 'failed'));

/** The islands of `kind` due and not yet taken, with their markers, in page order. */
export const dueIslands = (islands: readonly IslandState[], kind: IslandKind, doc: Document = document) =>
  Array.from(doc.querySelectorAll<HTMLElement>(`${ISLAND_ELEMENT}[${HYDRATION_ATTRIBUTE}="due"]`)).flatMap((marker) => {
    const island = islands.find((entry) => entry.id === marker.dataset.islandId);
    return island?.kind === kind ? [{ marker, island }] : [];
  });
