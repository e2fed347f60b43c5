// Server-rendered pages kept in memory for a short while, so a busy page costs one render per
// freshness window instead of one per request. Within `freshMs` an entry is served as is; until
// `staleMs` it is served while one background render replaces it; concurrent misses share one
// render. Only what the page's own data freshness allows is cached: complete 200 pages (no remote
// fallback, no failed query); a new remote deployment empties the cache.
import { compress, type Encoding } from '@pv/tools/http/compression.ts';

export interface RenderedPage {
  status: number;
  html: string;
  /** False for anything that must be rendered afresh next time (errors, fallbacks, 404s). */
  cacheable: boolean;
}

export class CachedPage {
  private readonly encoded = new Map<Encoding, Buffer>();
  readonly page: RenderedPage;
  readonly renderedAt: number;

  constructor(page: RenderedPage, renderedAt: number) {
    this.page = page;
    this.renderedAt = renderedAt;
  }

  /** The body in an encoding, compressed once per entry. */
  body(encoding: Encoding | null): Buffer {
    if (!encoding) return Buffer.from(this.page.html);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compress(this.page.html, encoding);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass';

interface PageCacheOptions {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
}

export function createPageCache({ freshMs, staleMs, maxEntries, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage>>();

  const store = (key: string, page: CachedPage) => {
    entries.delete(key);
    entries.set(key, page);
    // Maps iterate in insertion order: the first key is the least recently stored.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  const renderOnce = (key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render()
        .then((page) => {
          const cached = new CachedPage(page, now());
          if (page.cacheable) store(key, cached);
          else entries.delete(key);
          return cached;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return {
    async get(key: string, render: () => Promise<RenderedPage>): Promise<{ page: CachedPage; state: CacheState }> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.renderedAt : Infinity;
      if (entry && age < freshMs) return { page: entry, state: 'hit' };
      if (entry && age < staleMs) {
        renderOnce(key, render).catch((error: unknown) => console.error(`Background render of ${key} failed:`, error));
        return { page: entry, state: 'stale' };
      }
      const page = await renderOnce(key, render);
      return { page, state: page.page.cacheable ? 'miss' : 'bypass' };
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
