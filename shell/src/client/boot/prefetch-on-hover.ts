// Loaded by the boot script only in browsers without Speculation Rules (boot/index.ts).
import { isPageLink } from '../../routing/page-links';

/**
 * For browsers without Speculation Rules: fetch a page into the HTTP cache when the pointer comes
 * over (or focus or a touch lands on) a link to it, so the click loads it from there.
 */
export function prefetchPagesOnHover(doc: Document = document) {
  const fetched = new Set<string>();
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || !isPageLink(link, doc.location)) return;
    const href = (link as HTMLAnchorElement).href;
    if (fetched.has(href)) return;
    fetched.add(href);
    const hint = doc.createElement('link');
    hint.rel = 'prefetch';
    hint.href = href;
    doc.head.append(hint);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) doc.addEventListener(type, prefetch, { passive: true });
}
