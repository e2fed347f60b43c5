/** @jest-environment node */
import { LOCAL_PREVIEW_SECRET, previewLink } from '@pv/shared/contract/release-preview';
import { LOCAL_OPS_TOKEN, RELEASE_STATUS_PATH } from '@pv/shared/contract/release-status';
import { REMOTE_FAILURE_PATH } from '@pv/shared/contract/release-status';
import { knowReleases } from '../../federation/remote-deployments';
import { captureLogLines } from '../../testing/log-lines';
import { SITE, withTestServer } from '../../testing/test-server';
import { MAX_REPORT_BYTES, REMOTE_FAILURE_REPORTS_PER_MINUTE } from './releases';

const site = withTestServer();
const KEPT = '1.1.0-abcd1234';
beforeEach(() => knowReleases('mf_marketing', { canary: null, kept: ['1.0.0-00000000', KEPT] }));

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the status endpoint', () => {
  it('answers 401 without the bearer token, or with another, and the status with it', async () => {
    const status = (authorization?: string) =>
      site.server.app.inject({ method: 'GET', url: RELEASE_STATUS_PATH, headers: authorization ? { authorization } : {} });
    expect((await status()).statusCode).toBe(401);
    expect((await status()).headers['www-authenticate']).toBe('Bearer');
    expect((await status('Bearer not-the-token')).statusCode).toBe(401);
    expect((await status(LOCAL_OPS_TOKEN)).statusCode).toBe(401);
    const answer = await status(`Bearer ${LOCAL_OPS_TOKEN}`);
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(answer.json()).toMatchObject({ rule: { minPages: 20, ratePercent: 2, factor: 2 } });
  });
});

describe("the browsers' failure reports", () => {
  const report = (body: unknown, headers: Record<string, string> = {}) =>
    site.server.app.inject({
      method: 'POST',
      url: REMOTE_FAILURE_PATH,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const valid = { remote: 'mf_marketing', release: KEPT, kind: 'render', island: 'newsletter' };

  it('counts a kept release of a known remote, and refuses unknown remotes, releases and kinds', async () => {
    expect((await report(valid)).statusCode).toBe(204);
    expect((await report({ ...valid, remote: 'mf_elsewhere' })).statusCode).toBe(400);
    expect((await report({ ...valid, release: '9.9.9-ffffffff' })).statusCode).toBe(422);
    expect((await report({ ...valid, kind: 'data' })).statusCode).toBe(400);
    expect((await report('not json')).statusCode).toBe(400);
  });

  it('refuses an oversized body and another site’s page', async () => {
    expect((await report({ ...valid, island: 'x'.repeat(MAX_REPORT_BYTES) })).statusCode).toBe(413);
    expect((await report(valid, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('answers a flood from one client with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REMOTE_FAILURE_REPORTS_PER_MINUTE; i++) statuses.push((await report(valid)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a preview link', () => {
  const open = async (grant: { remote: string; release: string; expires: number }, change?: (link: URL) => void) => {
    const link = new URL(await previewLink(SITE, LOCAL_PREVIEW_SECRET, grant, '/about'));
    change?.(link);
    return site.server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  };
  const grant = () => ({ remote: 'mf_marketing', release: KEPT, expires: inOneHour() });

  it('sets a first-party HttpOnly cookie and shows the page; the page is then the visitor’s own, never cached', async () => {
    const opened = await open(grant());
    expect([opened.statusCode, opened.headers.location, opened.headers['cache-control']]).toEqual([303, '/about', 'private, no-store']);
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(
      /^pv_preview=mf_marketing:1\.1\.0-abcd1234:\d+:[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    );
    const page = await site.server.app.inject({ method: 'GET', url: '/about', headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect([page.headers['cache-control'], page.headers['x-render-cache']]).toEqual(['private, no-store', 'bypass']);
  });

  it('is refused when tampered with, expired, or naming a release the index does not keep', async () => {
    const lines = captureLogLines();
    expect((await open(grant(), (link) => link.searchParams.set('release', '1.0.0-00000000'))).statusCode).toBe(403);
    expect((await open({ ...grant(), expires: Math.floor(Date.now() / 1000) - 1 })).statusCode).toBe(403);
    expect((await open({ ...grant(), release: '2.0.0-99999999' })).statusCode).toBe(403);
    expect(lines.filter((line) => line.level === 'warn').map((line) => line.msg)).toEqual([
      'Preview link refused: its signature does not match',
      'Preview link refused: it has expired',
      'Preview link refused: 2.0.0-99999999 is no kept release of mf_marketing',
    ]);
  });

  it('is 400 when a part is missing or the expiry is not a whole number, before any signature is checked', async () => {
    const lines = captureLogLines();
    expect((await open(grant(), (link) => link.searchParams.delete('signature'))).statusCode).toBe(400);
    expect((await open(grant(), (link) => link.searchParams.set('expires', 'soon'))).statusCode).toBe(400);
    expect(lines.filter((line) => line.level === 'warn')).toEqual([]);
  });

  it('a tampered cookie is ignored with one log line: the page is the shared one', async () => {
    const lines = captureLogLines();
    const cookie = String((await open(grant())).headers['set-cookie']).split(';')[0] ?? '';
    const tampered = cookie.replace(KEPT, '1.0.0-00000000');
    const page = await site.server.app.inject({ method: 'GET', url: '/about', headers: { cookie: tampered } });
    expect(page.headers['cache-control']).not.toContain('private');
    expect(lines.filter((line) => line.level === 'warn').map((line) => line.msg)).toEqual([
      'Preview cookie ignored in part (mf_marketing 1.0.0-00000000: its signature does not match)',
    ]);
  });

  it('ends with the exit link: the cookie is deleted and the page shown again', async () => {
    const exit = await site.server.app.inject({ method: 'GET', url: '/preview/exit?to=%2Fabout%3Fx%3D1' });
    expect([exit.statusCode, exit.headers.location]).toEqual([303, '/about?x=1']);
    expect(String(exit.headers['set-cookie'])).toMatch(/^pv_preview=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/);
    const elsewhere = await site.server.app.inject({ method: 'GET', url: '/preview/exit?to=https%3A%2F%2Fevil.example%2F' });
    expect(elsewhere.headers.location).toBe('/');
  });
});
