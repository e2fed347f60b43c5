// Islands on the server: the page is rendered as a whole, and each island it meets is left as a
// placeholder and rendered afterwards as a root of its own, with its own id prefix, inside the
// same providers the browser hydrates it with. Its HTML then replaces the placeholder, wrapped in
// the marker element the browser finds it by (docs/decisions/0007-islands.md).
import { randomBytes } from 'node:crypto';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { EmotionCache } from '@emotion/react';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { ISLAND_ELEMENT, type IslandHost, type IslandOwner, type IslandUse } from '@pv/shared/islands/island';
import { IslandProviders } from '@pv/shared/islands/island-providers';
import { RequestLocationContext, type SiteLocation } from '@pv/shared/navigation/site-location';
import { islandIdPrefix, type IslandState } from '../app/page-state';
import { renderToHtml, type RenderedHtml } from './render-to-html';
import { escapeAttribute } from './html-escape';

export interface PlacedIsland extends IslandUse {
  id: string;
}

/** Takes the islands of one render of a page, in the order it meets them. */
export function createIslandCollector() {
  // Unguessable, so no text of the page can pass for a placeholder.
  const token = randomBytes(8).toString('hex');
  const islands: PlacedIsland[] = [];
  const host: IslandHost = {
    place(use) {
      const id = `i${islands.length}`;
      islands.push({ ...use, id });
      return <template data-pv-island={`${token}:${id}`} />;
    },
  };
  return { host, islands, token };
}

export type IslandCollector = ReturnType<typeof createIslandCollector>;

interface IslandRenderContext {
  config: SiteConfig;
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  location: SiteLocation;
}

export interface RenderedIsland extends RenderedHtml {
  island: PlacedIsland;
}

/** Renders every collected island as its own root. */
export async function renderIslands(islands: readonly PlacedIsland[], context: IslandRenderContext): Promise<RenderedIsland[]> {
  const rendered: RenderedIsland[] = [];
  for (const island of islands) {
    const { Island, props } = island;
    // An island that throws has no boundary above it within its root: its error is reported like
    // one of the page's, so the page's owner answers with its fallback rather than the server failing.
    const output = await renderToHtml(
      <IslandProviders config={context.config} emotionCache={context.emotionCache}>
        <QueryClientProvider client={context.queryClient}>
          <RequestLocationContext.Provider value={context.location}>
            <Island {...props} />
          </RequestLocationContext.Provider>
        </QueryClientProvider>
      </IslandProviders>,
      islandIdPrefix(island.id),
    ).catch((error: unknown): RenderedHtml => ({ html: '', resourceHints: '', errors: [error] }));
    rendered.push({ island, ...output });
  }
  return rendered;
}

/** The marker element around an island's HTML. */
export const islandMarker = (owner: IslandOwner, name: string, id: string, html: string) =>
  `<${ISLAND_ELEMENT} data-island="${escapeAttribute(`${owner}:${name}`)}" data-island-id="${escapeAttribute(id)}">${html}</${ISLAND_ELEMENT}>`;

/** The page's HTML with every placeholder replaced by its island's marker and HTML. */
export function placeIslands(pageHtml: string, token: string, rendered: readonly RenderedIsland[]): string {
  const byId = new Map(rendered.map((r) => [r.island.id, r]));
  return pageHtml.replace(new RegExp(`<template data-pv-island="${token}:(i\\d+)"></template>`, 'g'), (placeholder, id: string) => {
    const island = byId.get(id);
    return island ? islandMarker(island.island.owner, island.island.name, id, island.html) : placeholder;
  });
}

/** What the browser needs to hydrate each island. */
export const islandStates = (islands: readonly PlacedIsland[]): IslandState[] =>
  islands.map(({ id, owner, name, props, options }) => ({
    id,
    owner,
    name,
    props,
    ...(options.queryCache ? { queryCache: true as const } : {}),
  }));
