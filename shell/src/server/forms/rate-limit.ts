// Per-client rate limits of the site's forms (newsletter sign-ups, finished assessments, results
// e-mails), each a limiter of its own by name: at most `limit` in any `windowMs` (a sliding
// window). The shell's worker processes share one count per limiter, kept by the primary process:
// a worker asks it over the cluster's IPC channel for every request, so a client whose requests
// the primary spreads over the workers still gets `limit`, not `limit` per worker
// (docs/decisions/0010-newsletter-and-hardening.md).
import { answerWorkers, askPrimary, type PrimaryChannel, type WorkerMessages } from '../primary-requests';

/** Every form's limit counts a minute. */
export const RATE_WINDOW_MS = 60_000;

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

type WindowLimiter = ReturnType<typeof createWindowLimiter>;

/** Requests per minute each limiter allows one client, by the limiter's name. */
export type RateLimits<Name extends string = string> = Readonly<Record<Name, number>>;

/** The counts themselves: in the primary process, or in a server without workers. */
export function windowLimiters<Name extends string>(limits: RateLimits<Name>): Record<Name, WindowLimiter> {
  const entries = Object.entries<number>(limits).map(([name, limit]) => [name, createWindowLimiter({ limit, windowMs: RATE_WINDOW_MS })]);
  return Object.fromEntries(entries) as Record<Name, WindowLimiter>;
}

/** Each named limiter as a server process uses it: asking the primary from a worker, its own count otherwise. */
export function rateLimiters<Name extends string>(limits: RateLimits<Name>, inWorker: boolean): Record<Name, RateLimiter> {
  if (inWorker) {
    return Object.fromEntries(Object.keys(limits).map((name) => [name, primaryRateLimiter(name)])) as Record<Name, RateLimiter>;
  }
  const counts: Record<string, WindowLimiter> = windowLimiters(limits);
  return Object.fromEntries(
    Object.entries(counts).map(([name, limiter]) => [name, { take: async (key: string) => limiter.take(key) }]),
  ) as Record<Name, RateLimiter>;
}

interface TakeRequest {
  limiter: string;
  key: string;
}

/** In the primary: answers every worker's requests from one count per limiter (an unknown limiter refuses). */
export function serveRateLimits(cluster: WorkerMessages, limiters: Readonly<Record<string, { take(key: string): RateDecision }>>) {
  answerWorkers(cluster, 'rate-limit', (body) => {
    const { limiter, key } = body as TakeRequest;
    return limiters[limiter]?.take(key) ?? { allowed: false, retryAfterMs: RATE_WINDOW_MS };
  });
}

/** How long a worker waits for the primary; then the sign-up fails as unavailable (nothing is written uncounted). */
export const PRIMARY_ANSWER_MS = 2_000;

/** In a worker: the limiter `name`, asking the primary. */
export function primaryRateLimiter(name: string, channel: PrimaryChannel = process, timeoutMs = PRIMARY_ANSWER_MS): RateLimiter {
  return { take: (key) => askPrimary<RateDecision>('rate-limit', { limiter: name, key } satisfies TakeRequest, timeoutMs, channel) };
}

/** The client a request counts against: its address, an IPv6 one by its /64 (what one subscriber line usually holds). */
export function clientKey(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown';
  const address = remoteAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/64`;
}
