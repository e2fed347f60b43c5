// The count behind the newsletter's rate limit (@fastify/rate-limit, ../routes/newsletter.ts): at
// most `limit` sign-ups per client in any `windowMs` (a sliding window). The shell's worker
// processes share one count, kept by the primary process: a worker asks it over the cluster's IPC
// channel for every sign-up, so a client whose requests the primary spreads over the workers
// still gets `limit`, not `limit` per worker (docs/decisions/0010-newsletter-and-hardening.md).
import type { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { SIGNUP_WINDOW_MS } from './defaults';

export interface RateDecision {
  allowed: boolean;
  /** When refused: how long until the oldest counted request leaves the window. */
  retryAfterMs: number;
}

export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
}

export interface WindowLimiterOptions {
  limit: number;
  windowMs: number;
  /** Clients remembered at most; the longest-unseen is forgotten first (a flood of addresses cannot grow memory). */
  maxClients?: number;
  now?: () => number;
}

export const MAX_CLIENTS = 10_000;

/** The count itself, in one process. */
export function createWindowLimiter({ limit, windowMs, maxClients = MAX_CLIENTS, now = Date.now }: WindowLimiterOptions) {
  const hits = new Map<string, number[]>();
  return {
    take(key: string): RateDecision {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
      hits.delete(key);
      const allowed = recent.length < limit;
      if (allowed) recent.push(time);
      hits.set(key, recent);
      if (hits.size > maxClients) hits.delete(hits.keys().next().value as string);
      return { allowed, retryAfterMs: allowed ? 0 : (recent[0] ?? time) + windowMs - time };
    },
    /** Clients currently remembered. */
    get size() {
      return hits.size;
    },
  };
}

/** In a server without workers: the count in its own process. */
export function newsletterLimiter(signupsPerMinute: number): RateLimiter {
  const limiter = createWindowLimiter({ limit: signupsPerMinute, windowMs: SIGNUP_WINDOW_MS });
  return { take: async (key) => limiter.take(key) };
}

interface TakeRequest {
  type: 'rate-limit-take';
  id: number;
  key: string;
}

interface TakeAnswer extends RateDecision {
  type: 'rate-limit-answer';
  id: number;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** In the primary: answers every worker's requests from one count. */
export function serveRateLimit(
  cluster: { on(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown },
  limiter: { take(key: string): RateDecision },
) {
  cluster.on('message', (worker, message) => {
    if (!isMessage<TakeRequest>(message, 'rate-limit-take')) return;
    const answer: TakeAnswer = { type: 'rate-limit-answer', id: message.id, ...limiter.take(message.key) };
    if (worker.isConnected()) worker.send(answer);
  });
}

/** How long a worker waits for the primary; then the sign-up fails as unavailable (nothing is written uncounted). */
export const PRIMARY_ANSWER_MS = 2_000;

type Channel = Pick<EventEmitter, 'on' | 'off'> & { send?: (message: unknown) => boolean };

/** In a worker: a limiter that asks the primary. */
export function primaryRateLimiter(channel: Channel = process, timeoutMs = PRIMARY_ANSWER_MS): RateLimiter {
  let nextId = 0;
  const waiting = new Map<number, (decision: RateDecision) => void>();
  channel.on('message', (message: unknown) => {
    if (!isMessage<TakeAnswer>(message, 'rate-limit-answer')) return;
    waiting.get(message.id)?.({ allowed: message.allowed, retryAfterMs: message.retryAfterMs });
    waiting.delete(message.id);
  });
  return {
    take(key) {
      const id = nextId++;
      return new Promise<RateDecision>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`The primary process did not answer a rate-limit request in ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(id, (decision) => {
          clearTimeout(timer);
          resolve(decision);
        });
        const request: TakeRequest = { type: 'rate-limit-take', id, key };
        channel.send?.(request);
      });
    },
  };
}

/** What @fastify/rate-limit asks of a store: the count of a key, and when it may try again. */
interface StoreAnswer {
  current: number;
  ttl: number;
}

/**
 * The count as a store of @fastify/rate-limit (its option `store`): a refused request is reported
 * over the route's maximum, with its wait as the time to live (the plugin's Retry-After).
 */
export function limiterStore(limiter: RateLimiter) {
  return class LimiterStore {
    incr(key: string, done: (error: Error | null, answer?: StoreAnswer) => void, _windowMs: number, max: number) {
      limiter.take(key).then(
        (decision) => done(null, { current: decision.allowed ? 1 : max + 1, ttl: decision.retryAfterMs }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child() {
      return this;
    }
  };
}
