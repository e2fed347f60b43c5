// Per-client limits counted by @fastify/rate-limit; the workers share one count, kept by the primary
// (docs/decisions/0015-fastify-server.md, "Rate limits").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { answerWorkers, askPrimary, type PrimaryChannel, type WorkerMessages } from '../workers';

export const RATE_WINDOW_MS = 60_000;
/** For all limiters; the longest-unseen is forgotten first (a flood of addresses cannot grow memory). */
const MAX_CLIENTS = 10_000;
/** Then the form fails as unavailable: nothing is written uncounted. */
const PRIMARY_ANSWER_MS = 2_000;

/** A limiter: it counts a request against its client's limit, null within it, else the seconds to wait (Retry-After). */
export function clientLimit(app: FastifyInstance, name: string, perMinute: number): (request: FastifyRequest) => Promise<number | null> {
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

/** The plugin's store: its in-memory one without workers; in a worker, the primary's over `channel`. */
export function rateLimitStore(inWorker: boolean, channel: PrimaryChannel = process, timeoutMs = PRIMARY_ANSWER_MS) {
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

export function serveRateLimits(cluster: WorkerMessages) {
  const store = new LocalStore(false, false, MAX_CLIENTS);
  answerWorkers(cluster, 'rate-limit', (body) => increment(store, body as Increment));
}
