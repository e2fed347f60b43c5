// Server-rendered pages kept in memory for a short while, so a busy page costs one render per
// freshness window instead of one per request. Within `freshMs` an entry is served as is; until
// `staleMs` it is served while one background render replaces it; concurrent misses share one
// render. Only what the page's own data freshness allows is cached: complete pages (no remote
// fallback, no failed query), found (200) or not (404); a remote's new deployment drops the pages
// that remote had a part in, and only those (docs/decisions/0009-releases.md).
// 404 answers have a shelf of their own, so requests for made-up paths (scanners) can neither
// grow memory without limit nor push real pages out (docs/decisions/0008-server-throughput.md).
import type { RemoteName } from '@pv/shared/contract/remotes';
import { compress, type Encoding } from './compression';
import type { ReleaseSet } from './releases/release-counts';
import { logError } from './log';

export interface RenderedPage {
  status: number;
  html: string;
  /** False for anything that must be rendered afresh next time (errors, fallbacks, 503s). */
  cacheable: boolean;
  /** The remotes whose code rendered a part of it (the route's, and those owning one of its islands). */
  remotes: readonly RemoteName[];
  /** The release (deployment id) of each of them it was rendered with. */
  releases: ReleaseSet;
}

export class CachedPage {
  private readonly encoded = new Map<Encoding, { body: Buffer; thorough: boolean }>();
  readonly page: RenderedPage;
  readonly renderedAt: number;

  constructor(page: RenderedPage, renderedAt: number) {
    this.page = page;
    this.renderedAt = renderedAt;
  }

  /**
   * The body in an encoding: compressed quickly for its first answer (most renders of a search or
   * of a made-up path serve one), then once more, smaller, for all the answers after it.
   */
  body(encoding: Encoding | null): Buffer {
    if (!encoding) return Buffer.from(this.page.html);
    const kept = this.encoded.get(encoding);
    if (kept?.thorough) return kept.body;
    const body = compress(this.page.html, encoding, kept ? 'thorough' : 'quick');
    this.encoded.set(encoding, { body, thorough: Boolean(kept) });
    return body;
  }
}

export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass';

/** How long a page may be served stale, and how many pages and 404 answers each server process keeps. */
export const PAGE_CACHE_LIMITS = { staleMs: 300_000, maxEntries: 500, maxNotFoundEntries: 100 } as const;

interface PageCacheOptions {
  freshMs: number;
  staleMs: number;
  /** Pages (200). */
  maxEntries: number;
  /** 404 answers. */
  maxNotFoundEntries: number;
  now?: () => number;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ freshMs, staleMs, maxEntries, maxNotFoundEntries, now = Date.now }: PageCacheOptions) {
  const found = new Map<string, CachedPage>();
  const notFound = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage>>();
  // Counts deployments: a render that started before its remote's latest one is not kept.
  let deploymentCount = 0;
  const deployedAt = new Map<RemoteName, number>();

  const lookUp = (key: string) => found.get(key) ?? notFound.get(key);
  const forget = (key: string) => {
    found.delete(key);
    notFound.delete(key);
  };
  const store = (key: string, page: CachedPage) => {
    forget(key);
    const [shelf, max] = page.page.status === 404 ? [notFound, maxNotFoundEntries] : [found, maxEntries];
    shelf.set(key, page);
    // Maps iterate in insertion order: the first key is the least recently stored.
    while (shelf.size > max) shelf.delete(shelf.keys().next().value as string);
  };

  const renderOnce = (key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> => {
    let pending = rendering.get(key);
    if (!pending) {
      const startedAt = deploymentCount;
      pending = render()
        .then((page) => {
          const cached = new CachedPage(page, now());
          const outdated = page.remotes.some((remote) => (deployedAt.get(remote) ?? -1) >= startedAt);
          // freshMs 0 keeps nothing (every request renders; concurrent ones still share a render).
          if (page.cacheable && freshMs > 0 && !outdated) store(key, cached);
          else forget(key);
          return cached;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  return {
    async get(key: string, render: () => Promise<RenderedPage>): Promise<{ page: CachedPage; state: CacheState }> {
      const entry = lookUp(key);
      const age = entry ? now() - entry.renderedAt : Infinity;
      if (entry && age < freshMs) return { page: entry, state: 'hit' };
      if (entry && age < staleMs) {
        renderOnce(key, render).catch((error: unknown) => logError(`Background render of ${key} failed`, error));
        return { page: entry, state: 'stale' };
      }
      const page = await renderOnce(key, render);
      return { page, state: page.page.cacheable ? 'miss' : 'bypass' };
    },
    clear() {
      found.clear();
      notFound.clear();
    },
    /** Drops every page `remote` had a part in (and renders of them under way): it has a new deployment. */
    clearRemote(remote: RemoteName) {
      deployedAt.set(remote, deploymentCount++);
      for (const shelf of [found, notFound]) {
        for (const [key, page] of shelf) if (page.page.remotes.includes(remote)) shelf.delete(key);
      }
    },
    get size() {
      return found.size + notFound.size;
    },
  };
}
