// Arms each island's strategy (docs/decisions/0018-hydration-strategies.md); when one is due, marks
// it so and says so with ISLANDS_DUE_EVENT, on which the islands due are started
// (docs/decisions/0026-script-islands.md). A tool that marks islands due says so the same way.
import type { HydrationStrategy } from '@pv/shared/islands/island';
import type { IslandState } from '../../app/page-state';
import { HYDRATION_ATTRIBUTE, ISLANDS_DUE_EVENT, islandMarker, markPageReady, setHydrationState, UNPROMPTED } from './island-signals';
import { onLoad } from './strategies/load';
import { onFirstScroll } from './strategies/scroll';
import type { Strategy } from './strategies/strategy';
import { whenVisible } from './strategies/visible';

const strategies: Record<HydrationStrategy, Strategy> = { load: onLoad, visible: whenVisible, scroll: onFirstScroll };

/** `startDue` starts the islands marked due, and marks them so they are no longer due. */
export function scheduleIslands(islands: readonly IslandState[], startDue: () => void, doc: Document = document) {
  // Nothing will be started unprompted: the page is as ready as it gets.
  if (!islands.some((island) => UNPROMPTED.includes(island.hydrate))) markPageReady(doc);
  doc.addEventListener(ISLANDS_DUE_EVENT, startDue);
  for (const island of islands) {
    const marker = islandMarker(island.id, doc);
    if (!marker) {
      console.error(`Island ${island.owner}:${island.name} is missing from the page`);
      continue;
    }
    strategies[island.hydrate](marker, () => {
      if (marker.hasAttribute(HYDRATION_ATTRIBUTE)) return;
      setHydrationState(marker, 'due');
      doc.dispatchEvent(new Event(ISLANDS_DUE_EVENT));
    });
  }
}
