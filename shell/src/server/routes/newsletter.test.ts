/** @jest-environment node */
import { EMAIL_MALFORMED, EMAIL_REQUIRED, NAME_TOO_LONG } from '../../app/newsletter/newsletter-outcome';
import { captureLogLines } from '../../testing/log-lines';
import { fakePageHtml, SITE, startTestServer, startUpstream, type Upstream } from '../../testing/test-server';
import type { SignupStore } from '../newsletter/store-sign-up';
import type { RateLimiter } from '../newsletter/rate-limit';
import { MAX_FORM_BYTES, returnPath } from './newsletter';

let upstream: Upstream;
const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];

beforeEach(async () => {
  upstream = await startUpstream();
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  await upstream.close();
});

async function setUp({ store, limiter }: { store?: SignupStore; limiter?: RateLimiter } = {}) {
  const stored = jest.fn<ReturnType<SignupStore>, Parameters<SignupStore>>(store ?? (async () => 'stored'));
  const take = jest.fn<ReturnType<RateLimiter['take']>, Parameters<RateLimiter['take']>>(
    limiter?.take ?? (async () => ({ allowed: true, retryAfterMs: 0 })),
  );
  const server = await startTestServer(upstream, { signups: { store: stored, limiter: { take } } });
  servers.push(server);
  const post = (body: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'shell.internal:8080', ...headers },
      payload: body,
    });
  return { post, stored, take };
}

const json = { accept: 'application/json' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('the enhanced form (JSON)', () => {
  it('stores a valid sign-up, trimmed, counted against the client', async () => {
    const { post, stored, take } = await setUp();
    const answer = await post(form({ CONTACT_EMAIL: ' ada@example.org ', LASTNAME: ' Ada ' }), json);
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(answer.json()).toEqual({ status: 'success', email: ' ada@example.org ', name: ' Ada ', errors: {} });
    expect(stored).toHaveBeenCalledWith({ email: 'ada@example.org', name: 'Ada' });
    expect(take).toHaveBeenCalledWith('127.0.0.1');
  });

  it.each([
    [{ CONTACT_EMAIL: '' }, { email: EMAIL_REQUIRED }],
    [{ LASTNAME: 'Ada' }, { email: EMAIL_REQUIRED }],
    [{ CONTACT_EMAIL: 'ada@nowhere' }, { email: EMAIL_MALFORMED }],
    [{ CONTACT_EMAIL: `${'a'.repeat(250)}@example.org` }, { email: EMAIL_MALFORMED }],
    [{ CONTACT_EMAIL: 'ada@example.org', LASTNAME: 'n'.repeat(101) }, { name: NAME_TOO_LONG }],
  ])('answers %j with 400 and the marked field, without counting or storing it', async (fields, errors) => {
    const { post, stored, take } = await setUp();
    const answer = await post(form(fields), json);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 'invalid', errors });
    expect(stored).not.toHaveBeenCalled();
    expect(take).not.toHaveBeenCalled();
  });

  it('marks the e-mail when the database refuses it', async () => {
    const { post } = await setUp({ store: async () => 'rejected' });
    const answer = await post(form({ CONTACT_EMAIL: 'ada@exa_mple.org' }), json);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 'invalid', errors: { email: EMAIL_MALFORMED } });
  });

  it('answers a client over its limit 429 with Retry-After, and stores nothing', async () => {
    const { post, stored } = await setUp({ limiter: { take: async () => ({ allowed: false, retryAfterMs: 41_200 }) } });
    const answer = await post(form({ CONTACT_EMAIL: 'ada@example.org', LASTNAME: 'Ada' }), json);
    expect([answer.statusCode, answer.headers['retry-after'], answer.headers['x-ratelimit-limit']]).toEqual([429, '42', undefined]);
    expect(answer.json()).toEqual({ status: 'rate-limited', email: 'ada@example.org', name: 'Ada', errors: {} });
    expect(stored).not.toHaveBeenCalled();
  });

  it('answers 503 in one log line when the backend cannot store it, or the count cannot be taken', async () => {
    const lines = captureLogLines();
    const down = await setUp({ store: () => Promise.reject(new Error('fetch failed')) });
    const unstored = await down.post(form({ CONTACT_EMAIL: 'ada@example.org' }), json);
    const uncounted = await (
      await setUp({ limiter: { take: () => Promise.reject(new Error('no answer')) } })
    ).post(form({ CONTACT_EMAIL: 'ada@example.org' }), json);
    expect([unstored.statusCode, uncounted.statusCode]).toEqual([503, 503]);
    expect(unstored.json()).toMatchObject({ status: 'unavailable' });
    expect(lines.filter((line) => line.type === 'error')).toEqual([
      expect.objectContaining({ level: 'error', msg: 'Newsletter sign-up could not be stored', error: 'fetch failed' }),
      expect.objectContaining({ level: 'error', msg: 'Newsletter sign-up could not be counted', error: 'no answer' }),
    ]);
  });
});

describe('the form sent without JavaScript', () => {
  it('answers with the page it came from, its footer showing the outcome, and the outcome status', async () => {
    const { post } = await setUp();
    const ok = await post(form({ CONTACT_EMAIL: 'ada@example.org', return_to: '/blog?tag=Boston' }));
    const bad = await post(form({ CONTACT_EMAIL: 'ada', return_to: '/privacy' }));
    expect([ok.statusCode, bad.statusCode]).toEqual([200, 400]);
    expect([ok.headers['content-type'], ok.headers['cache-control']]).toEqual(['text/html; charset=utf-8', 'no-store']);
    expect(ok.headers['content-security-policy']).toContain("script-src 'self'");
    expect(ok.payload).toBe(
      fakePageHtml(new URL(`${SITE}/blog?tag=Boston`), { status: 'success', email: 'ada@example.org', name: '', errors: {} }),
    );
    expect(bad.payload).toBe(
      fakePageHtml(new URL(`${SITE}/privacy`), { status: 'invalid', email: 'ada', name: '', errors: { email: EMAIL_MALFORMED } }),
    );
  });

  it.each([
    [undefined, '/'],
    ['/about', '/about'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/blog/a%20b?x=1#top', '/blog/a%20b?x=1'],
  ])('returns to %j as %s', (value, path) => {
    expect(returnPath(value, SITE).href).toBe(`${SITE}${path}`);
  });
});

describe('what the endpoint refuses', () => {
  it.each([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site (Sec-Fetch-Site)', { 'sec-fetch-site': 'same-site' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
  ])('a form from %s: 403, nothing stored', async (_, headers) => {
    const { post, stored } = await setUp();
    const answer = await post(form({ CONTACT_EMAIL: 'ada@example.org' }), { ...json, ...headers });
    expect(answer.statusCode).toBe(403);
    expect(stored).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the browser saying same-origin, whatever the Origin (a proxy may change the Host)',
      { 'sec-fetch-site': 'same-origin', origin: 'https://www.site.example' },
    ],
    ['the site origin, from a browser without Sec-Fetch-Site', { origin: SITE }],
    ['the host it was sent to, from a browser without Sec-Fetch-Site', { origin: 'http://shell.internal:8080' }],
    ['no Origin at all (a form sent by an old browser or a script)', {}],
  ])('accepts a form from %s', async (_, headers) => {
    const { post } = await setUp();
    expect((await post(form({ CONTACT_EMAIL: 'ada@example.org' }), { ...json, ...headers })).statusCode).toBe(200);
  });

  it('another content type: 415; a form over the limit: 413; fields that are not text: 400', async () => {
    const { post, stored } = await setUp();
    expect((await post('{"CONTACT_EMAIL":"ada@example.org"}', { 'content-type': 'application/json' })).statusCode).toBe(415);
    const big = await post(form({ CONTACT_EMAIL: 'ada@example.org', LASTNAME: 'x'.repeat(MAX_FORM_BYTES) }));
    expect([big.statusCode, big.payload]).toEqual([413, `Form over ${MAX_FORM_BYTES} bytes`]);
    expect((await post('CONTACT_EMAIL=a%40b.cd&CONTACT_EMAIL=c%40d.ef')).statusCode).toBe(400);
    expect(stored).not.toHaveBeenCalled();
  });
});
