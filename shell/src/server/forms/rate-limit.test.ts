/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { clientKey, createWindowLimiter, primaryRateLimiter, rateLimiters, serveRateLimits, windowLimiters } from './rate-limit';

describe('the sliding window', () => {
  it('allows 5 in a minute, refuses the 6th until the first leaves the window', () => {
    let now = 1_000_000;
    const limiter = createWindowLimiter({ limit: 5, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 5; i++) {
      expect(limiter.take('1.2.3.4').allowed).toBe(true);
      now += 1_000;
    }
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: false, retryAfterMs: 55_000 });
    expect(limiter.take('5.6.7.8').allowed).toBe(true);
    now = 1_000_000 + 59_999;
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: false, retryAfterMs: 1 });
    now += 1;
    expect(limiter.take('1.2.3.4').allowed).toBe(true);
  });

  it('does not count refused requests: waiting out the window is enough', () => {
    let now = 0;
    const limiter = createWindowLimiter({ limit: 1, windowMs: 1_000, now: () => now });
    expect(limiter.take('a').allowed).toBe(true);
    for (let i = 0; i < 100; i++) expect(limiter.take('a').allowed).toBe(false);
    now = 1_001;
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('remembers at most maxClients, forgetting the longest-unseen first', () => {
    const limiter = createWindowLimiter({ limit: 1, windowMs: 60_000, maxClients: 3 });
    for (const key of ['a', 'b', 'c']) limiter.take(key);
    limiter.take('a');
    limiter.take('d');
    expect(limiter.size).toBe(3);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });
});

/** A primary and two workers joined as node:cluster joins them: messages cross in both directions. */
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

describe('one count for every worker', () => {
  it('gives a client 5 sign-ups across two workers, not 5 each', async () => {
    const { primary, worker } = fakeCluster();
    serveRateLimits(primary, { newsletter: createWindowLimiter({ limit: 5, windowMs: 60_000 }) });
    const workers = [primaryRateLimiter('newsletter', worker()), primaryRateLimiter('newsletter', worker())];

    const decisions = [];
    for (let i = 0; i < 8; i++) decisions.push(await workers[i % 2]?.take('203.0.113.9'));

    expect(decisions.map((d) => d?.allowed)).toEqual([true, true, true, true, true, false, false, false]);
    expect((await workers[1]?.take('198.51.100.1'))?.allowed).toBe(true);
  });

  it('fails (never allows uncounted) when the primary does not answer in time', async () => {
    const silent = Object.assign(new EventEmitter(), { send: () => true });
    await expect(primaryRateLimiter('newsletter', silent, 20).take('a')).rejects.toThrow('did not answer');
  });

  it('keeps one count per limiter, each with its own limit, and refuses a limiter it does not keep', async () => {
    const { primary, worker } = fakeCluster();
    serveRateLimits(primary, windowLimiters({ newsletter: 1, 'results-email': 2 }));
    const channel = worker();
    const take = (name: string) => primaryRateLimiter(name, channel).take('203.0.113.9');

    expect((await take('newsletter')).allowed).toBe(true);
    expect((await take('newsletter')).allowed).toBe(false);
    expect((await take('results-email')).allowed).toBe(true);
    expect((await take('results-email')).allowed).toBe(true);
    expect((await take('results-email')).allowed).toBe(false);
    expect(await take('no-such-form')).toEqual({ allowed: false, retryAfterMs: 60_000 });
  });
});

describe('without workers', () => {
  it('counts each limiter in the process itself', async () => {
    const limiters = rateLimiters({ newsletter: 2, finished: 1 }, false);
    expect([(await limiters.newsletter.take('a')).allowed, (await limiters.newsletter.take('a')).allowed]).toEqual([true, true]);
    expect((await limiters.newsletter.take('a')).allowed).toBe(false);
    expect([(await limiters.finished.take('a')).allowed, (await limiters.finished.take('a')).allowed]).toEqual([true, false]);
  });
});

describe('the client a request counts against', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb:ffff::1', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb::9', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
