// Islands in a server render of a page (docs/decisions/0007-islands.md), in one place for the
// shell's server and the test renderer: the page is rendered as a whole, and each island it meets
// is left as a placeholder; each is then rendered as a root of its own, with its own id prefix,
// and its HTML replaces the placeholder, wrapped in the marker element the browser finds it by.
import type { QueryClient } from '@tanstack/react-query';
import type { EmotionCache } from '@emotion/react';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { ISLAND_ELEMENT } from '@pv/shared/islands/island-element';
import type { IslandHost, IslandOwner, IslandUse } from '@pv/shared/islands/island';
import { escapeHtml } from '@pv/shared/meta/escape-html';
import type { SiteLocation } from '@pv/shared/navigation/site-location';
import { RequestLocationContext } from '@pv/shared/navigation/use-site-location';
import { RenderContexts } from '@pv/shared/providers/providers';

export interface PlacedIsland extends IslandUse {
  id: string;
}

/** Takes the islands of one render of a page, in the order it meets them. */
export function createIslandCollector() {
  // Unguessable, so no text of the page can pass for a placeholder.
  const token = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
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

/** The marker element around an island's HTML. */
const islandMarker = (owner: IslandOwner, name: string, id: string, html: string) =>
  `<${ISLAND_ELEMENT} data-island="${escapeHtml(`${owner}:${name}`)}" data-island-id="${escapeHtml(id)}">${html}</${ISLAND_ELEMENT}>`;

/** The page's HTML with every placeholder replaced by its island's marker and HTML. */
export function placeIslands(pageHtml: string, token: string, rendered: readonly { island: PlacedIsland; html: string }[]): string {
  const byId = new Map(rendered.map((r) => [r.island.id, r]));
  return pageHtml.replace(new RegExp(`<template data-pv-island="${token}:(i\\d+)"></template>`, 'g'), (placeholder, id: string) => {
    const island = byId.get(id);
    return island ? islandMarker(island.island.owner, island.island.name, id, island.html) : placeholder;
  });
}

export interface IslandRenderContext {
  config: SiteConfig;
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  location: SiteLocation;
}

/** An island as the server renders it, a root of its own: with the page's style cache and configuration, the request's data and location. */
export function ServerIslandRoot({ island: { Island, props }, context }: { island: PlacedIsland; context: IslandRenderContext }) {
  return (
    <RenderContexts config={context.config} queryClient={context.queryClient} emotionCache={context.emotionCache}>
      <RequestLocationContext.Provider value={context.location}>
        <Island {...props} />
      </RequestLocationContext.Provider>
    </RenderContexts>
  );
}
