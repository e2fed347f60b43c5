import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { islandIdPrefix } from '@pv/shared/islands/island-element';
import { ServerIslandRoot, type IslandRenderContext, type PlacedIsland } from '@pv/shared/islands/island-placement';
import type { IslandState } from '../app/page-state';

export interface RenderedHtml {
  html: string;
  /** What React wrote ahead of the HTML (a `fetchPriority="high"` image's preload), for the document's head. */
  resourceHints: string;
  /** Errors thrown while rendering; React rendered the nearest Suspense fallback in their place. */
  errors: unknown[];
}

const LEADING_HINTS = /^(?:<link rel="(?:preload|modulepreload|preconnect|dns-prefetch)"[^>]*\/>)+/;

export function splitResourceHints(output: string): { resourceHints: string; html: string } {
  const resourceHints = LEADING_HINTS.exec(output)?.[0] ?? '';
  return { resourceHints, html: output.slice(resourceHints.length) };
}

/** Every Suspense boundary resolved; `identifierPrefix` starts every `useId` id (an island's root has its own). */
export function renderToHtml(element: ReactNode, identifierPrefix?: string): Promise<RenderedHtml> {
  const errors: unknown[] = [];
  return new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // Every boundary is complete before the first byte is written: inline them all, so React
      // needs no inline scripts to reveal them (the CSP allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(identifierPrefix ? { identifierPrefix } : {}),
      onAllReady: () => resolve(text(stream.pipe(new PassThrough()))),
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  }).then((output) => ({ ...splitResourceHints(output), errors }));
}

// Each island as a root of its own (docs/decisions/0007-islands.md).
export async function renderIslands(islands: readonly PlacedIsland[], context: IslandRenderContext) {
  const rendered: (RenderedHtml & { island: PlacedIsland })[] = [];
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
