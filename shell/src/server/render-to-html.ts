import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

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
