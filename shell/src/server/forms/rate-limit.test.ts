/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import Fastify from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { clientLimit, RATE_WINDOW_MS, rateLimitStore, serveRateLimits } from './rate-limit';

/** A server whose GET /<limiter> counts its client against that limiter, 5 a minute, in `store`. */
async function limitedServer(store: FastifyRateLimitStoreCtor) {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store });
  for (const name of ['newsletter', 'results-email']) {
    const limit = clientLimit(app, name, 5);
    app.get(`/${name}`, async (request) => ({ retryAfterS: await limit(request) }));
  }
  return app;
}

const count = async (app: Awaited<ReturnType<typeof limitedServer>>, remoteAddress = '203.0.113.9', limiter = 'newsletter') =>
  ((await app.inject({ method: 'GET', url: `/${limiter}`, remoteAddress })).json() as { retryAfterS: number | null }).retryAfterS;

describe('a limit of 5 a minute', () => {
  it('counts 5 requests of a client, then refuses until a minute after its first, each limiter on its own', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const app = await limitedServer(rateLimitStore(false));
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await count(app));
      now += 1_000;
    }
    expect(answers).toEqual([null, null, null, null, null, 55]);
    expect(await count(app, '198.51.100.1')).toBeNull();
    expect(await count(app, '203.0.113.9', 'results-email')).toBeNull();
    now = 1_000_000 + RATE_WINDOW_MS - 1;
    expect(await count(app)).toBe(1);
    now += 1;
    expect(await count(app)).toBeNull();
  });

  it('counts an IPv6 client by its /64, an IPv4 client reached over IPv6 as its IPv4 address', async () => {
    const app = await limitedServer(rateLimitStore(false));
    for (let i = 1; i <= 5; i++) expect(await count(app, `2001:db8:aa:bb::${i}`)).toBeNull();
    expect(await count(app, '2001:db8:aa:bb:ffff:1:2:3')).toBeGreaterThan(0);
    expect(await count(app, '2001:db8:aa:cc::1')).toBeNull();
    for (let i = 0; i < 5; i++) await count(app, '192.0.2.7');
    expect(await count(app, '::ffff:192.0.2.7')).toBeGreaterThan(0);
  });
});

/** A primary and its workers joined as node:cluster joins them: messages cross in both directions. */
function fakeCluster() {
  const primary = new EventEmitter();
  const worker = () => {
    const channel = new EventEmitter() as EventEmitter & { send: (message: unknown) => boolean };
    const handle = {
      isConnected: () => true,
      send: (message: unknown) => {
        setImmediate(() => channel.emit('message', message));
        return true;
      },
    } as unknown as Worker;
    channel.send = (message) => {
      setImmediate(() => primary.emit('message', handle, message));
      return true;
    };
    return channel;
  };
  return { primary, worker };
}

describe('worker processes', () => {
  it('share one count, kept by the primary: 5 across two workers, not 5 each', async () => {
    const { primary, worker } = fakeCluster();
    serveRateLimits(primary);
    const workers = [await limitedServer(rateLimitStore(true, worker())), await limitedServer(rateLimitStore(true, worker()))];
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await count(workers[i % 2] as (typeof workers)[number]));
    expect(answers.map((answer) => answer === null)).toEqual([true, true, true, true, true, false, false, false]);
    expect(await count(workers[1] as (typeof workers)[number], '198.51.100.1')).toBeNull();
  });

  it('fail the request (never let it through uncounted) when the primary does not answer in time', async () => {
    const silent = Object.assign(new EventEmitter(), { send: () => true });
    const app = await limitedServer(rateLimitStore(true, silent, 20));
    const answer = await app.inject({ method: 'GET', url: '/newsletter' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ message: 'The primary process did not answer a rate-limit request in 20 ms' });
  });
});
