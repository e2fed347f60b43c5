// Arms each island's strategy (docs/decisions/0032-react-islands.md); when one is due, marks it so
// and says so with ISLANDS_DUE_EVENT, on which the islands due are hydrated or started. A tool that
// marks islands due says so the same way.
import type { HydrationStrategy } from '@pv/shared/islands/island';
import type { IslandState } from '../../app/page-state';
import { HYDRATION_ATTRIBUTE, ISLANDS_DUE_EVENT, islandMarker, isUnprompted, markPageReady, setHydrationState } from './island-signals';
import { whenIdle } from './strategies/idle';
import { onLoad } from './strategies/load';
import { whenMedia } from './strategies/media';
import { onFirstScroll } from './strategies/scroll';
import type { Strategy } from './strategies/strategy';
import { whenVisible } from './strategies/visible';

const strategies: Record<Exclude<HydrationStrategy, object>, Strategy> = {
  load: onLoad,
  idle: whenIdle,
  visible: whenVisible,
  scroll: onFirstScroll,
};

const strategyOf = (hydrate: HydrationStrategy): Strategy => (typeof hydrate === 'object' ? whenMedia(hydrate.media) : strategies[hydrate]);

/** `startDue` brings the islands marked due to life, and marks them so they are no longer due. */
export function scheduleIslands(islands: readonly IslandState[], startDue: () => void, doc: Document = document) {
  // Nothing will be hydrated unprompted: the page is as ready as it gets.
  if (!islands.some(isUnprompted)) markPageReady(doc);
  doc.addEventListener(ISLANDS_DUE_EVENT, startDue);
  for (const island of islands) {
    const marker = islandMarker(island.id, doc);
    if (!marker) {
      console.error(`Island ${island.owner}:${island.name} is missing from the page`);
      continue;
    }
    strategyOf(island.hydrate)(marker, () => {
      if (marker.hasAttribute(HYDRATION_ATTRIBUTE)) return;
      setHydrationState(marker, 'due');
      doc.dispatchEvent(new Event(ISLANDS_DUE_EVENT));
    });
  }
}
