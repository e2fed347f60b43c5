// An island's state on its marker element (docs/decisions/0018-hydration-strategies.md): the boot
// script marks an island due under its strategy, then `hydrating` while its start is imported, and
// `hydrated` (started) or `failed`; the words are from the time React hydrated islands
// (docs/decisions/0029-no-react-in-the-browser.md). The marks are attributes, so tests and tools
// read an island's state from the page.
import { ISLAND_ELEMENT } from '@pv/shared/islands/island-element';
import type { HydrationStrategy } from '@pv/shared/islands/island';
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
 * The strategies under which an island is started without the visitor doing anything: once the
 * islands using them have settled, the page is ready (`<html data-page="/path">`, for tools and tests).
 */
export const UNPROMPTED: readonly HydrationStrategy[] = ['load'];

export const markPageReady = (doc: Document = document) => {
  doc.documentElement.dataset.page = doc.location.pathname;
};

/** Whether every island started without the visitor doing anything has settled (started or failed). */
export const unpromptedSettled = (islands: readonly IslandState[], doc: Document = document) =>
  islands
    .filter((island) => UNPROMPTED.includes(island.hydrate))
    .every((island) => ['hydrated', 'failed'].includes(islandMarker(island.id, doc)?.getAttribute(HYDRATION_ATTRIBUTE) ?? 'failed'));

/** The markers of islands due and not yet taken, in page order. */
export const dueMarkers = (doc: Document = document) =>
  Array.from(doc.querySelectorAll<HTMLElement>(`${ISLAND_ELEMENT}[${HYDRATION_ATTRIBUTE}="due"]`));
