/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serverPaths } from '@pv/shared/contract/server-paths';
import { captureLogLines } from '../testing/log-lines';
import { ASSET, ASSET_TEXT, fakePageHtml, SITE, startTestServer, withTestServer } from '../testing/test-server';
import { HTML_CACHE_CONTROL } from './routes/pages';

const site = withTestServer();

const get = (url: string, headers: Record<string, string> = {}) => site.server.app.inject({ method: 'GET', url, headers });

describe('the path table', () => {
  // The server itself refuses to start with a route the table does not list (server.ts).
  it('is every route the server registers, with its methods', () => {
    const table = serverPaths.flatMap((entry) => entry.methods.map((method) => ({ method, url: entry.path })));
    expect(table.filter((route) => !site.server.app.hasRoute(route))).toEqual([]);
  });

  it('stops the server at start when a route is not in it, e.g. a new public file left out', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-public-'));
    fs.writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(publicDir, 'humans.txt'), 'us');
    await expect(startTestServer(site.upstream, { files: { assetsDir: publicDir, publicDir } })).rejects.toThrow(
      'Routes missing from the path table (shared/src/contract/server-paths.ts): HEAD /humans.txt, GET /humans.txt',
    );
    fs.rmSync(publicDir, { recursive: true });
  });
});

describe('a page', () => {
  it('comes compressed from the render cache, with its own CSP and the cache headers its data allows', async () => {
    const first = await get('/privacy', { 'accept-encoding': 'gzip, br' });
    const second = await get('/privacy', { 'accept-encoding': 'gzip' });
    expect([first.statusCode, first.headers['x-render-cache'], second.headers['x-render-cache']]).toEqual([200, 'miss', 'hit']);
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(fakePageHtml(new URL(`${SITE}/privacy`)));
    expect(zlib.gunzipSync(second.rawPayload).toString()).toBe(fakePageHtml(new URL(`${SITE}/privacy`)));
    expect(first.headers['cache-control']).toBe(HTML_CACHE_CONTROL);
    expect(first.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect((await get('/privacy')).payload).toBe(fakePageHtml(new URL(`${SITE}/privacy`)));
  });

  it('a path of no page is the 404 page, kept by the server and never by shared caches', async () => {
    const answers = [await get('/no-such-page'), await get('/no-such-page')];
    expect(answers.map((answer) => [answer.statusCode, answer.headers['x-render-cache'], answer.headers['cache-control']])).toEqual([
      [404, 'miss', 'no-store'],
      [404, 'hit', 'no-store'],
    ]);
    // A path the router cannot decode is no page either.
    expect((await get('/no-such-page/%E0%A4%A')).statusCode).toBe(404);
  });

  it('answers HEAD with the headers only', async () => {
    const head = await site.server.app.inject({ method: 'HEAD', url: '/about' });
    expect([head.statusCode, head.headers['content-type'], head.payload]).toEqual([200, 'text/html; charset=utf-8', '']);
  });

  it('answers 500 with the error screen when rendering fails', async () => {
    const lines = captureLogLines();
    const failing = await startTestServer(site.upstream, { renderPage: () => Promise.reject(new Error('render broke')) });
    const answer = await failing.app.inject({ method: 'GET', url: '/about' });
    await failing.close();
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([500, 'no-store']);
    expect(answer.payload).toContain('Unexpected Application Error!');
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', msg: 'Server render of /about failed', error: 'render broke' }));
  });
});

describe('redirects', () => {
  it.each([
    ['/register', '/programs'],
    ['/quick-assessment?ref=x', '/chart-my-course?ref=x'],
    ['/privacy/', '/privacy'],
    ['/blog//', '/blog'],
  ])('%s answers 301 to %s', async (from, to) => {
    const answer = await get(from);
    expect([answer.statusCode, answer.headers.location, answer.headers['cache-control']]).toEqual([301, to, 'public, max-age=3600']);
  });
});

describe('any other method', () => {
  it.each([
    ['POST', '/about', 'GET, HEAD'],
    ['DELETE', '/no-such-page', 'GET, HEAD'],
    ['PUT', '/healthz', 'GET, HEAD'],
    ['GET', '/newsletter', 'POST'],
  ])('%s %s: 405, allow %s', async (method, url, allow) => {
    const answer = await site.server.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : 'x=1' });
    expect([answer.statusCode, answer.headers.allow]).toEqual([405, allow]);
  });
});

describe("the site's forms", () => {
  it('reads a form with the routes of the forms: a sign-up is stored through the backend and answered as the form asked', async () => {
    site.upstream.answerWith((_request, response) => response.writeHead(204).end());
    const answer = await site.server.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: 'CONTACT_EMAIL=ada%40example.org',
    });
    expect([answer.statusCode, answer.headers['cache-control'], answer.json()]).toEqual([
      200,
      'no-store',
      { status: 'success', email: 'ada@example.org', name: '', errors: {} },
    ]);
    expect(site.upstream.seen.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /rest/v1/rpc/subscribe_newsletter']);
    const refused = await site.server.app.inject({
      method: 'POST',
      url: '/newsletter',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(refused.statusCode).toBe(415);
  });
});

describe('documents and health', () => {
  it('builds each document, and answers 503 with Retry-After when it cannot be built', async () => {
    const rss = await get('/rss.xml');
    expect([rss.statusCode, rss.headers['content-type'], rss.payload]).toEqual([200, 'application/rss+xml; charset=utf-8', '<rss/>']);
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
    const lines = captureLogLines();
    const failing = await startTestServer(site.upstream, {
      documents: {
        '/sitemap.xml': () => Promise.reject(new Error('backend down')),
        '/rss.xml': async () => '',
        '/feed.json': async () => '',
        '/robots.txt': async () => '',
      },
    });
    const sitemap = await failing.app.inject({ method: 'GET', url: '/sitemap.xml' });
    await failing.close();
    expect([sitemap.statusCode, sitemap.headers['retry-after'], sitemap.headers['cache-control']]).toEqual([503, '60', 'no-store']);
    expect(lines).toContainEqual(
      expect.objectContaining({
        type: 'remote-failure',
        remote: 'mf_blog',
        route: '/sitemap.xml',
        kind: 'document',
        error: 'backend down',
      }),
    );
  });

  it('says the process is up, and whether every dependency answers', async () => {
    const health = await get('/healthz');
    expect([health.statusCode, health.payload, health.headers['cache-control']]).toEqual([200, 'ok', 'no-store']);
    const ready = await get('/readyz');
    expect([ready.statusCode, ready.json()]).toEqual([200, { ready: true, dependencies: [] }]);
  });
});

describe("the shell's files", () => {
  it('serves the build pre-compressed and immutable, public files revalidated, a missing file as a page (the 404 page)', async () => {
    const asset = await get(`/assets/${ASSET}`, { 'accept-encoding': 'br' });
    expect([asset.statusCode, asset.headers['content-encoding'], asset.headers['cache-control']]).toEqual([
      200,
      'br',
      'public, max-age=31536000, immutable',
    ]);
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(ASSET_TEXT);
    expect((await get(`/assets/${ASSET}`, { 'accept-encoding': 'br', 'if-none-match': String(asset.headers.etag) })).statusCode).toBe(304);
    const favicon = await get('/favicon.svg');
    expect([favicon.statusCode, favicon.headers['content-type'], favicon.headers['cache-control']]).toEqual([
      200,
      'image/svg+xml',
      'no-cache',
    ]);
    const missing = await get('/assets/missing.0123abcd.js');
    expect([missing.headers['x-render-cache'], missing.payload]).toEqual([
      'miss',
      fakePageHtml(new URL(`${SITE}/assets/missing.0123abcd.js`)),
    ]);
  });
});

describe('every answer', () => {
  it('carries the security headers', async () => {
    for (const url of ['/about', '/healthz', '/api/rest/v1/nope', `/assets/${ASSET}`, '/register', '/no-such-page']) {
      const answer = await get(url);
      expect([url, answer.headers['x-content-type-options'], answer.headers['x-frame-options'], answer.headers['referrer-policy']]).toEqual(
        [url, 'nosniff', 'DENY', 'strict-origin-when-cross-origin'],
      );
    }
  });

  it('is one log line: method, path without its query, status, duration and the render cache state', async () => {
    const lines = captureLogLines();
    await get('/blog?q=secret');
    await get('/healthz');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        type: 'request',
        method: 'GET',
        path: '/blog',
        status: 200,
        cache: 'miss',
        ms: expect.any(Number),
      }),
      expect.objectContaining({ type: 'request', method: 'GET', path: '/healthz', status: 200 }),
    ]);
    expect(lines[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(String(lines[0]?.ms)).toMatch(/^\d+(\.\d)?$/);
    expect(lines[1]).not.toHaveProperty('cache');
  });
});
