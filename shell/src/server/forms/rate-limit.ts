// Per-client limits of the site's forms and of the browsers' failure reports, each a limiter by name,
// counted by @fastify/rate-limit: a fixed window of a minute from a client's first counted request,
// the client being the connection's address (an IPv6 address by its /64). The shell's worker
// processes share one count: a worker's store asks the primary over the cluster's IPC channel, and
// the primary keeps the plugin's own in-memory store for all of them, so a client whose connections
// the primary spreads over the workers gets the limit, not the limit per worker
// (docs/decisions/0015-fastify-server.md, "Rate limits").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { answerWorkers, askPrimary, type PrimaryChannel, type WorkerMessages } from '../primary-requests';

/** Every limit counts a minute. */
export const RATE_WINDOW_MS = 60_000;

/** Clients remembered at most, for all limiters; the longest-unseen is forgotten first (a flood of addresses cannot grow memory). */
export const MAX_CLIENTS = 10_000;

/** How long a worker waits for the primary; then the form fails as unavailable (nothing is written uncounted). */
export const PRIMARY_ANSWER_MS = 2_000;

/** Counts a request against its client's limit: null within it, else the seconds to wait (Retry-After). */
export type ClientLimit = (request: FastifyRequest) => Promise<number | null>;

export function clientLimit(app: FastifyInstance, name: string, perMinute: number): ClientLimit {
  const count = app.createRateLimit({
    max: perMinute,
    timeWindow: RATE_WINDOW_MS,
    // One store for every limiter: the key names the limiter.
    keyGenerator: (request) => `${name} ${normalizeIP(request.ip)}`,
  });
  return async (request) => {
    const counted = await count(request);
    return !counted.isAllowed && counted.isExceeded ? Math.max(1, counted.ttlInSeconds) : null;
  };
}

interface Increment {
  key: string;
  timeWindow: number;
  max: number;
}

type Counted = Parameters<Parameters<FastifyRateLimitStore['incr']>[1]>[1];

const increment = (store: LocalStore, { key, timeWindow, max }: Increment) =>
  new Promise<Counted>((resolve, reject) =>
    store.incr(key, (error, counted) => (error ? reject(error) : resolve(counted)), timeWindow, max),
  );

/**
 * The plugin's store: its in-memory one in a server without workers; in a worker, the primary's
 * (`channel` is the worker's IPC channel).
 */
export function rateLimitStore(
  inWorker: boolean,
  channel: PrimaryChannel = process,
  timeoutMs = PRIMARY_ANSWER_MS,
): FastifyRateLimitStoreCtor {
  const local = inWorker ? null : new LocalStore(false, false, MAX_CLIENTS);
  return class SharedCount implements FastifyRateLimitStore {
    incr(...[key, done, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
      const counted = local
        ? increment(local, { key, timeWindow, max })
        : askPrimary<Counted>('rate-limit', { key, timeWindow, max } satisfies Increment, timeoutMs, channel);
      counted.then((answer) => done(null, answer), done);
    }

    child() {
      return this;
    }
  };
}

/** In the primary: every worker's counts, in one of the plugin's stores. */
export function serveRateLimits(cluster: WorkerMessages) {
  const store = new LocalStore(false, false, MAX_CLIENTS);
  answerWorkers(cluster, 'rate-limit', (body) => increment(store, body as Increment));
}
