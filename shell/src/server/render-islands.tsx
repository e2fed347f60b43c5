// Each island as a root of its own (docs/decisions/0007-islands.md).
import { islandIdPrefix } from '@pv/shared/islands/island-element';
import { ServerIslandRoot, type IslandRenderContext, type PlacedIsland } from '@pv/shared/islands/island-placement';
import type { IslandState } from '../app/page-state';
import { renderToHtml, type RenderedHtml } from './render-to-html';

export interface RenderedIsland extends RenderedHtml {
  island: PlacedIsland;
}

export async function renderIslands(islands: readonly PlacedIsland[], context: IslandRenderContext): Promise<RenderedIsland[]> {
  const rendered: RenderedIsland[] = [];
  for (const island of islands) {
    // An island that throws has no boundary above it within its root: its error is reported like
    // one of the page's, so the page's owner answers with its fallback rather than the server failing.
    const output = await renderToHtml(<ServerIslandRoot island={island} context={context} />, islandIdPrefix(island.id)).catch(
      (error: unknown): RenderedHtml => ({ html: '', resourceHints: '', errors: [error] }),
    );
    rendered.push({ island, ...output });
  }
  return rendered;
}

/** A script island's start reads its HTML; a React island needs its props. */
export const islandStates = (islands: readonly PlacedIsland[]): IslandState[] =>
  islands.map(({ id, owner, name, kind, hydrate, props, options }) =>
    kind === 'react'
      ? { id, owner, name, kind, hydrate, props, ...(options.queryCache ? { queryCache: true as const } : {}) }
      : { id, owner, name, kind, hydrate },
  );
