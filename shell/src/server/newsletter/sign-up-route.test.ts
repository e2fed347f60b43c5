/** @jest-environment node */
import { EMAIL_MALFORMED, EMAIL_REQUIRED } from '@pv/shared/forms/email-address';
import { NAME_TOO_LONG } from '../../app/newsletter/newsletter-outcome';
import { captureLogLines } from '../../testing/log-lines';
import { fakePageHtml, SITE, withTestServer } from '../../testing/test-server';
import { MAX_FORM_BYTES, returnPath } from '../forms/form-route';

const site = withTestServer({ NEWSLETTER_SIGNUPS_PER_MINUTE: '2' });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const json = { accept: 'application/json' };

const post = (payload: string, headers: Record<string, string> = {}) =>
  site.server.app.inject({
    method: 'POST',
    url: '/newsletter',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  });

/** The calls of the database's function the backend received. */
const stored = () => site.upstream.seen.filter((request) => request.url === '/rest/v1/rpc/subscribe_newsletter');

beforeEach(() => site.upstream.answerWith((_request, response) => response.writeHead(204).end()));

describe('the enhanced form (JSON)', () => {
  it('stores a valid sign-up, trimmed, through the newsletter role, and answers never to be kept', async () => {
    const bodies: string[] = [];
    site.upstream.answerWith((request, response) => {
      bodies.push(request.body);
      response.writeHead(204).end();
    });
    const answer = await post(form({ CONTACT_EMAIL: ' ada@example.org ', LASTNAME: ' Ada ' }), json);
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(answer.json()).toEqual({ status: 'success', email: ' ada@example.org ', name: ' Ada ', errors: {} });
    expect(bodies).toEqual(['{"email":"ada@example.org","name":"Ada"}']);
    expect(stored()[0]?.headers.authorization).toMatch(/^Bearer eyJ/);
  });

  it.each([
    [{ CONTACT_EMAIL: '' }, { email: EMAIL_REQUIRED }],
    [{ LASTNAME: 'Ada' }, { email: EMAIL_REQUIRED }],
    [{ CONTACT_EMAIL: 'ada@nowhere' }, { email: EMAIL_MALFORMED }],
    [{ CONTACT_EMAIL: `${'a'.repeat(250)}@example.org` }, { email: EMAIL_MALFORMED }],
    [{ CONTACT_EMAIL: 'ada@example.org', LASTNAME: 'n'.repeat(101) }, { name: NAME_TOO_LONG }],
  ])('answers %j with 400 and the marked field, without counting or storing it', async (fields, errors) => {
    for (let i = 0; i < 3; i++) {
      const answer = await post(form(fields), json);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 'invalid', errors });
    }
    expect(stored()).toEqual([]);
    expect((await post(form({ CONTACT_EMAIL: 'ada@example.org' }), json)).statusCode).toBe(200);
  });

  it('marks the e-mail when the database refuses it', async () => {
    site.upstream.answerWith((_request, response) => response.writeHead(400).end('{"code":"23514"}'));
    const answer = await post(form({ CONTACT_EMAIL: 'ada@exa_mple.org' }), json);
    expect([answer.statusCode, answer.json()]).toEqual([
      400,
      expect.objectContaining({ status: 'invalid', errors: { email: EMAIL_MALFORMED } }),
    ]);
  });

  it('answers a client over its limit (2 a minute here) 429 with Retry-After, and stores nothing more', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(form({ CONTACT_EMAIL: `ada${i}@example.org` }), json)).statusCode);
    const refused = await post(form({ CONTACT_EMAIL: 'ada@example.org' }), json);
    expect([...statuses, refused.statusCode]).toEqual([200, 200, 429, 429]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    expect(refused.json()).toMatchObject({ status: 'rate-limited' });
    expect(stored()).toHaveLength(2);
  });

  it('answers 503 in one log line when the backend cannot store it', async () => {
    const lines = captureLogLines();
    site.upstream.answerWith((_request, response) => response.writeHead(502).end('Bad gateway'));
    const answer = await post(form({ CONTACT_EMAIL: 'ada@example.org' }), json);
    expect([answer.statusCode, answer.json()]).toEqual([503, expect.objectContaining({ status: 'unavailable' })]);
    expect(lines.filter((line) => line.type === 'error')).toEqual([
      expect.objectContaining({ msg: 'Newsletter sign-up could not be stored', error: 'subscribe_newsletter answered 502: Bad gateway' }),
    ]);
  });
});

describe('the form sent without JavaScript', () => {
  it('answers with the page it came from, its footer showing the outcome, and the outcome status', async () => {
    const ok = await post(form({ CONTACT_EMAIL: 'ada@example.org', return_to: '/blog?tag=Boston' }));
    const bad = await post(form({ CONTACT_EMAIL: 'ada', return_to: '/privacy' }));
    expect([ok.statusCode, bad.statusCode]).toEqual([200, 400]);
    expect([ok.headers['content-type'], ok.headers['cache-control']]).toEqual(['text/html; charset=utf-8', 'no-store']);
    expect(ok.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(ok.payload).toBe(
      fakePageHtml(new URL(`${SITE}/blog?tag=Boston`), {
        form: 'newsletter',
        outcome: { status: 'success', email: 'ada@example.org', name: '', errors: {} },
      }),
    );
    expect(bad.payload).toBe(
      fakePageHtml(new URL(`${SITE}/privacy`), {
        form: 'newsletter',
        outcome: { status: 'invalid', email: 'ada', name: '', errors: { email: EMAIL_MALFORMED } },
      }),
    );
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
    expect(returnPath(value, SITE).href).toBe(`${SITE}${path}`);
  });
});

describe('what the endpoint refuses before it reads the form', () => {
  it.each([
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site (Sec-Fetch-Site)', { 'sec-fetch-site': 'same-site' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
  ])('a form from %s: 403, nothing stored', async (_, headers) => {
    const answer = await post(form({ CONTACT_EMAIL: 'ada@example.org' }), { ...json, ...headers });
    expect([answer.statusCode, answer.payload]).toEqual([403, 'Forms are accepted from this site’s own pages only']);
    expect(stored()).toEqual([]);
  });

  it.each([
    [
      'the browser saying same-origin, whatever the Origin (a proxy may change the Host)',
      { 'sec-fetch-site': 'same-origin', origin: 'https://www.site.example' },
    ],
    ['the site origin, from a browser without Sec-Fetch-Site', { origin: SITE }],
    [
      'the host it was sent to, from a browser without Sec-Fetch-Site',
      { origin: 'http://shell.internal:8080', host: 'shell.internal:8080' },
    ],
    ['no Origin at all (a form sent by an old browser or a script)', {}],
  ])('accepts a form from %s', async (_, headers) => {
    expect((await post(form({ CONTACT_EMAIL: 'ada@example.org' }), { ...json, ...headers })).statusCode).toBe(200);
  });

  it('another content type: 415; a form over 4 KB: 413; a field sent twice: 400', async () => {
    expect((await post('{"CONTACT_EMAIL":"ada@example.org"}', { 'content-type': 'application/json' })).statusCode).toBe(415);
    expect((await post(form({ CONTACT_EMAIL: 'ada@example.org', LASTNAME: 'x'.repeat(MAX_FORM_BYTES) }))).statusCode).toBe(413);
    expect((await post('CONTACT_EMAIL=ada%40example.org&CONTACT_EMAIL=bob%40example.org')).statusCode).toBe(400);
    expect(stored()).toEqual([]);
  });
});
