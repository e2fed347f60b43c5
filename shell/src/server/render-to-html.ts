import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /** Errors thrown while rendering; React rendered the nearest Suspense fallback in their place. */
  errors: unknown[];
}

/**
 * Renders the whole tree (every Suspense boundary resolved) and reports render errors.
 * `identifierPrefix` starts every id `useId` makes (an island's root uses its own).
 */
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
        resolve({ html: Buffer.concat(chunks).toString('utf8'), errors });
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
