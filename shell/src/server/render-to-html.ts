import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /**
   * The resource hints React wrote ahead of the HTML (`<link rel="preload">` for an image with
   * `fetchPriority="high"`), taken out of it: they belong in the document's head, where the
   * browser finds them with the first bytes rather than deep in the body.
   */
  resourceHints: string;
  /** Errors thrown while rendering; React rendered the nearest Suspense fallback in their place. */
  errors: unknown[];
}

const LEADING_HINTS = /^(?:<link rel="(?:preload|modulepreload|preconnect|dns-prefetch)"[^>]*\/>)+/;

/** A render's output split into the resource hints it starts with and the rest. */
export function splitResourceHints(output: string): { resourceHints: string; html: string } {
  const resourceHints = LEADING_HINTS.exec(output)?.[0] ?? '';
  return { resourceHints, html: output.slice(resourceHints.length) };
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
