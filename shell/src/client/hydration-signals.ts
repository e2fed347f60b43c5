// How the page's two scripts speak about islands (docs/decisions/0018-hydration-strategies.md): the
// boot script decides when each island is due and says so on its marker element; the hydrator
// (React, the federation runtime, the islands' code), loaded by the boot script with the first
// island due, hydrates every island marked due and marks how it went. The marks are attributes, so
// tests and tools read an island's state from the page.
import { ISLAND_ELEMENT } from '@pv/shared/islands/island-element';
import type { HydrationStrategy } from '@pv/shared/islands/island';
import type { IslandState } from '../app/page-state';

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
export const UNPROMPTED: readonly HydrationStrategy[] = ['load'];

export const markPageReady = (doc: Document = document) => {
  doc.documentElement.dataset.page = doc.location.pathname;
};

/** Whether every island started without the visitor doing anything has settled (hydrated or failed). */
export const unpromptedSettled = (islands: readonly IslandState[], doc: Document = document) =>
  islands
    .filter((island) => UNPROMPTED.includes(island.hydrate))
    .every((island) => ['hydrated', 'failed'].includes(islandMarker(island.id, doc)?.getAttribute(HYDRATION_ATTRIBUTE) ?? 'failed'));

/** The markers of islands due and not yet taken, in page order. */
export const dueMarkers = (doc: Document = document) =>
  Array.from(doc.querySelectorAll<HTMLElement>(`${ISLAND_ELEMENT}[${HYDRATION_ATTRIBUTE}="due"]`));
