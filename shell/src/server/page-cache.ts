// Rendered pages kept in memory, so a busy page costs one render per freshness window
// (docs/decisions/0008-server-throughput.md, 0009-releases.md). 404 answers have a shelf of their
// own, so scanners' made-up paths neither grow memory nor push real pages out.
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { ReleaseSet } from './releases/release-counts';
import { logError } from './log';

/** The server's choice first. Files of the build come compressed at maximum from the build instead. */
export const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const brotli = (quality: number): zlib.BrotliOptions => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
export const BROTLI_OPTIONS = brotli(5);
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };
/** For a body sent once: about a third of the CPU, some 15 % larger. */
const QUICK_BROTLI_OPTIONS = brotli(3);
const QUICK_GZIP_OPTIONS: zlib.ZlibOptions = { level: 3 };

export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: Cached, headers: Record<string, string>) {
  const encoding = (negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]) as Encoding | null) ?? null;
  return reply
    .code(cached.page.page.status)
    .headers({ ...headers, 'x-render-cache': cached.state, ...(encoding ? { 'content-encoding': encoding } : {}) })
    .send(cached.page.body(encoding));
}

export interface RenderedPage {
  status: number;
  html: string;
  /** False for anything that must be rendered afresh next time (errors, fallbacks, 503s). */
  cacheable: boolean;
  /** The route's remote and those owning one of its islands. */
  remotes: readonly RemoteName[];
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

  /** Compressed quickly for its first answer (most renders of a search or a made-up path serve one), then once more, smaller. */
  body(encoding: Encoding | null): Buffer {
    if (!encoding) return Buffer.from(this.page.html);
    const kept = this.encoded.get(encoding);
    if (kept?.thorough) return kept.body;
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(this.page.html, kept ? BROTLI_OPTIONS : QUICK_BROTLI_OPTIONS)
        : zlib.gzipSync(this.page.html, kept ? GZIP_OPTIONS : QUICK_GZIP_OPTIONS);
    this.encoded.set(encoding, { body, thorough: Boolean(kept) });
    return body;
  }
}

type Cached = { page: CachedPage; state: 'hit' | 'stale' | 'miss' | 'bypass' };

export const PAGE_CACHE_LIMITS = { staleMs: 300_000, maxEntries: 500, maxNotFoundEntries: 100 };

type PageCacheOptions = typeof PAGE_CACHE_LIMITS & { freshMs: number; now?: () => number };

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
    async get(key: string, render: () => Promise<RenderedPage>): Promise<Cached> {
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
    /** `remote` has a new deployment: its pages go, and renders of them under way are not kept. */
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
