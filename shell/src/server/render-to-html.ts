import { Writable } from 'node:stream';
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
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        resolve({ ...splitResourceHints(Buffer.concat(chunks).toString('utf8')), errors });
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary is complete before the first byte is written: inline them all, so React
      // needs no inline scripts to reveal them (the CSP allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(identifierPrefix ? { identifierPrefix } : {}),
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}
