/** @jest-environment node */
import { EMAIL_MALFORMED, EMAIL_REQUIRED } from '@pv/shared/forms/email-address';
import { NAME_TOO_LONG, type NewsletterOutcome } from '../../app/newsletter/newsletter-outcome';
import { MAX_FORM_BYTES, returnPath, type Reply } from '../forms/form-request';
import { createSignupEndpoint } from './sign-up-endpoint';
import { form, postToEndpoint } from '../forms/form-test-server';
import { createSignupStore, type SignupStore } from './store-sign-up';
import type { RateLimiter } from '../forms/rate-limit';

const ORIGIN = 'https://site.example';

function setUp({ store, limiter }: { store?: SignupStore; limiter?: RateLimiter } = {}) {
  const stored = jest.fn<ReturnType<SignupStore>, Parameters<SignupStore>>(store ?? (async () => 'stored'));
  const take = jest.fn<ReturnType<RateLimiter['take']>, Parameters<RateLimiter['take']>>(
    limiter?.take ?? (async () => ({ allowed: true, retryAfterMs: 0 })),
  );
  const rendered: Array<{ url: string; outcome: NewsletterOutcome }> = [];
  const log = jest.fn();
  const endpoint = createSignupEndpoint({
    store: stored,
    limiter: { take },
    siteOrigin: ORIGIN,
    log,
    renderWithOutcome: async (url, posted): Promise<Reply> => {
      expect(posted.form).toBe('newsletter');
      rendered.push({ url: url.href, outcome: posted.outcome as NewsletterOutcome });
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        body: '<html>page</html>',
      };
    },
  });
  return { endpoint, stored, take, rendered, log };
}

const post = (endpoint: ReturnType<typeof setUp>['endpoint'], body: string, headers: Record<string, string> = {}, method = 'POST') =>
  postToEndpoint(endpoint, body, headers, method);

const json = { accept: 'application/json' };

describe('the enhanced form (JSON)', () => {
  it('stores a valid sign-up, trimmed, counted against the client', async () => {
    const { endpoint, stored, take } = setUp();
    const answer = await post(endpoint, form({ CONTACT_EMAIL: ' ada@example.org ', LASTNAME: ' Ada ' }), json);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(answer.text)).toEqual({ status: 'success', email: ' ada@example.org ', name: ' Ada ', errors: {} });
    expect(stored).toHaveBeenCalledWith({ email: 'ada@example.org', name: 'Ada' });
    expect(take).toHaveBeenCalledWith('client-1');
  });

  it.each([
    [{ CONTACT_EMAIL: '' }, { email: EMAIL_REQUIRED }],
    [{ LASTNAME: 'Ada' }, { email: EMAIL_REQUIRED }],
    [{ CONTACT_EMAIL: 'ada@nowhere' }, { email: EMAIL_MALFORMED }],
    [{ CONTACT_EMAIL: `${'a'.repeat(250)}@example.org` }, { email: EMAIL_MALFORMED }],
    [{ CONTACT_EMAIL: 'ada@example.org', LASTNAME: 'n'.repeat(101) }, { name: NAME_TOO_LONG }],
  ])('answers %j with 400 and the marked field, without counting or storing it', async (fields, errors) => {
    const { endpoint, stored, take } = setUp();
    const answer = await post(endpoint, form(fields), json);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'invalid', errors });
    expect(stored).not.toHaveBeenCalled();
    expect(take).not.toHaveBeenCalled();
  });

  it('marks the e-mail when the database refuses it', async () => {
    const { endpoint } = setUp({ store: async () => 'rejected' });
    const answer = await post(endpoint, form({ CONTACT_EMAIL: 'ada@exa_mple.org' }), json);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'invalid', errors: { email: EMAIL_MALFORMED } });
  });

  it('answers a client over its limit 429 with Retry-After, and stores nothing', async () => {
    const { endpoint, stored } = setUp({ limiter: { take: async () => ({ allowed: false, retryAfterMs: 41_200 }) } });
    const answer = await post(endpoint, form({ CONTACT_EMAIL: 'ada@example.org' }), json);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('42');
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'rate-limited' });
    expect(stored).not.toHaveBeenCalled();
  });

  it('answers 503 in one log line when the backend cannot store it', async () => {
    const { endpoint, log } = setUp({
      store: async () => {
        throw new Error('fetch failed');
      },
    });
    const answer = await post(endpoint, form({ CONTACT_EMAIL: 'ada@example.org' }), json);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'unavailable' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe('Newsletter sign-up could not be stored: fetch failed');
  });
});

describe('the form sent without JavaScript', () => {
  it('answers with the page it came from, its footer showing the outcome, and the outcome status', async () => {
    const { endpoint, rendered } = setUp();
    const ok = await post(endpoint, form({ CONTACT_EMAIL: 'ada@example.org', return_to: '/blog?tag=Boston' }));
    const bad = await post(endpoint, form({ CONTACT_EMAIL: 'ada', return_to: '/privacy' }));
    expect([ok.status, bad.status]).toEqual([200, 400]);
    expect(ok.text).toBe('<html>page</html>');
    expect(rendered).toEqual([
      { url: `${ORIGIN}/blog?tag=Boston`, outcome: { status: 'success', email: 'ada@example.org', name: '', errors: {} } },
      { url: `${ORIGIN}/privacy`, outcome: { status: 'invalid', email: 'ada', name: '', errors: { email: EMAIL_MALFORMED } } },
    ]);
  });

  it.each([
    [null, '/'],
    ['/about', '/about'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/blog/a%20b?x=1#top', '/blog/a%20b?x=1'],
  ])('returns to %j as %s', (value, path) => {
    expect(returnPath(value, ORIGIN).href).toBe(`${ORIGIN}${path}`);
  });
});

describe('what the endpoint refuses', () => {
  it.each([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site (Sec-Fetch-Site)', { 'sec-fetch-site': 'same-site' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
  ])('a form from %s: 403, nothing stored', async (_, headers) => {
    const { endpoint, stored } = setUp();
    const answer = await post(endpoint, form({ CONTACT_EMAIL: 'ada@example.org' }), { ...json, ...headers });
    expect(answer.status).toBe(403);
    expect(stored).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the browser saying same-origin, whatever the Origin (a proxy may change the Host)',
      { 'sec-fetch-site': 'same-origin', origin: 'https://www.site.example' },
    ],
    ['the site origin, from a browser without Sec-Fetch-Site', { origin: ORIGIN }],
    ['the host it was sent to, from a browser without Sec-Fetch-Site', { origin: 'http://{host}' }],
    ['no Origin at all (a form sent by an old browser or a script)', {}],
  ])('accepts a form from %s', async (_, headers) => {
    const { endpoint } = setUp();
    const answer = await post(endpoint, form({ CONTACT_EMAIL: 'ada@example.org' }), { ...json, ...headers });
    expect(answer.status).toBe(200);
  });

  it('GET: 405, allow POST', async () => {
    const { endpoint } = setUp();
    const answer = await post(endpoint, '', {}, 'GET');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('another content type: 415; a form over the limit: 413', async () => {
    const { endpoint, stored } = setUp();
    expect((await post(endpoint, '{"CONTACT_EMAIL":"ada@example.org"}', { 'content-type': 'application/json' })).status).toBe(415);
    expect((await post(endpoint, form({ CONTACT_EMAIL: 'ada@example.org', LASTNAME: 'x'.repeat(MAX_FORM_BYTES) }))).status).toBe(413);
    expect(stored).not.toHaveBeenCalled();
  });
});

describe('the store', () => {
  type Upstream = jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;
  const upstream = (status: number, body = ''): Upstream =>
    jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => new Response(body || null, { status }));
  const storeWith = (fetchUpstream: Upstream) =>
    createSignupStore({ backendUrl: 'http://backend.test/', anonKey: 'anon', roleKey: 'writer', fetchUpstream });

  it('calls subscribe_newsletter with the anon key to the gateway and the newsletter key as the bearer', async () => {
    const fetchUpstream = upstream(204);
    expect(await storeWith(fetchUpstream)({ email: 'ada@example.org', name: '' })).toBe('stored');
    const [url, init] = fetchUpstream.mock.calls[0] ?? [];
    expect(url).toBe('http://backend.test/rest/v1/rpc/subscribe_newsletter');
    expect(init?.headers).toEqual({ apikey: 'anon', authorization: 'Bearer writer', 'content-type': 'application/json' });
    expect(init?.body).toBe('{"email":"ada@example.org","name":null}');
  });

  it('reports a check violation as rejected and anything else as a failure', async () => {
    expect(await storeWith(upstream(400, '{"code":"23514"}'))({ email: 'a@b.cd', name: '' })).toBe('rejected');
    await expect(storeWith(upstream(401, '{"code":"42501"}'))({ email: 'a@b.cd', name: '' })).rejects.toThrow('answered 401');
    await expect(storeWith(upstream(502, 'Bad gateway'))({ email: 'a@b.cd', name: '' })).rejects.toThrow('answered 502');
  });
});
