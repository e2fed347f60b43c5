// The blog list's states as the server renders them, for the list's script (blog-list-start.ts):
// each is read from the page the server answers for its URL, and kept for a while, so that going
// back to a state seen shows it at once.
import { ISLAND_PART_HEADER } from '@pv/shared/contract/island-part';
import { partOf } from '@pv/shared/islands/script-island-dom';
import { LIST_GC_TIME_MS, LIST_STALE_TIME_MS, REQUEST_TIMEOUT_MS } from '../config/blog';

/** The results region's `data-state` for each view (and `stale`: the previous page, while the next loads). */
export const RESULTS_STATE = { loading: 'loading', error: 'error', results: 'current', stale: 'stale' } as const;

/** The parts of the list that follow its state, as the server rendered them for one state. */
export interface ListPage {
  results: HTMLElement;
  panel: HTMLElement;
  toggle: HTMLElement;
  sort: HTMLSelectElement;
  title: string;
  /** The styles of the page the parts came from: the parts' rules among them. */
  styles: HTMLStyleElement[];
  /** The server could not read the state's posts: shown, never kept. */
  failed: boolean;
}

/** The parts of the list inside `within` (the island's marker, in this page or in another). */
export function listPartsOf(within: ParentNode): Omit<ListPage, 'title' | 'styles' | 'failed'> {
  return {
    results: partOf(within, 'data-list-results'),
    panel: partOf(within, 'data-list-panel'),
    toggle: partOf(within, 'data-filters-toggle'),
    sort: partOf<HTMLSelectElement>(within, 'data-list-sort'),
  };
}

/** What a request for a state ends with when it does not give the list's HTML. */
export class ListPageError extends Error {}

/**
 * Reads the list of `island` (its `data-island`) for a URL from the page the server answers for
 * it, asked for the list alone (@pv/shared/contract/island-part): the island's marker, its rules
 * and the title, not the whole page. Any answer with the list counts, the whole page or a 503 too:
 * the server then renders the list's error.
 */
export async function fetchListPage(url: string, island: string): Promise<ListPage> {
  // No request waits longer than REQUEST_TIMEOUT_MS.browser.
  const request = new AbortController();
  const timer = setTimeout(() => request.abort(), REQUEST_TIMEOUT_MS.browser);
  try {
    const response = await fetch(url, {
      headers: { accept: 'text/html', [ISLAND_PART_HEADER]: island },
      credentials: 'same-origin',
      // Ahead of the list's images, which the same change or scroll may be asking for.
      priority: 'high',
      signal: request.signal,
    });
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const marker = doc.querySelector(`[data-island="${island}"]`);
    if (!marker) throw new ListPageError(`${url} answered ${response.status} without the list`);
    const parts = listPartsOf(marker);
    return {
      ...parts,
      title: doc.title,
      styles: Array.from(doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]')),
      failed: parts.results.dataset.state === 'error',
    };
  } finally {
    clearTimeout(timer);
  }
}

interface Kept {
  page: ListPage;
  at: number;
}

/**
 * The states seen, by query: fresh for LIST_STALE_TIME_MS (shown without asking again), then kept
 * until LIST_GC_TIME_MS (shown at once while the server is asked again).
 */
export function listPageCache(now: () => number = Date.now) {
  const kept = new Map<string, Kept>();
  const forgetOld = () => {
    for (const [query, entry] of kept) if (now() - entry.at >= LIST_GC_TIME_MS) kept.delete(query);
  };
  return {
    keep(query: string, page: ListPage) {
      forgetOld();
      if (!page.failed) kept.set(query, { page, at: now() });
    },
    /** The state's page if kept, and whether it is still fresh. */
    get(query: string): { page: ListPage; fresh: boolean } | null {
      forgetOld();
      const entry = kept.get(query);
      return entry ? { page: entry.page, fresh: now() - entry.at < LIST_STALE_TIME_MS } : null;
    },
  };
}
