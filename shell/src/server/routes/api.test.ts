/** @jest-environment node */
import zlib from 'node:zlib';
import { apiResources } from '@pv/shared/contract/server-paths';
import { captureLogLines } from '../../testing/log-lines';
import { startTestServer, startUpstream, withTestServer } from '../../testing/test-server';
import { API_TIMEOUT_MS } from './api';

const ANON = 'anon-key';
const CARDS = JSON.stringify([{ slug: 'a', title: 'A' }]);

const site = withTestServer({ SUPABASE_ANON_KEY: ANON });

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  site.server.app.inject({ method: method as 'GET', url, headers });

describe('the API path', () => {
  it('forwards a blog read to the backend with the query as sent, the anon key and the shaping headers only', async () => {
    site.upstream.answerWith((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json', 'content-range': '0-8/16', 'set-cookie': 'x=y' }).end(CARDS),
    );
    const answer = await request('GET', '/api/rest/v1/blog_post_cards?select=id,slug&tags=ov.%7B%22Boston%22%7D&offset=0&limit=9', {
      apikey: 'service-role-key',
      authorization: 'Bearer someone-else',
      prefer: 'count=exact',
      'accept-profile': 'public',
      cookie: 'session=1',
      'x-client-info': 'supabase-js-web/2',
    });
    expect([answer.statusCode, answer.payload, answer.headers['content-range']]).toEqual([200, CARDS, '0-8/16']);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBe('DENY');
    const [seen] = site.upstream.seen;
    expect([seen?.method, seen?.url]).toEqual([
      'GET',
      '/rest/v1/blog_post_cards?select=id,slug&tags=ov.%7B%22Boston%22%7D&offset=0&limit=9',
    ]);
    expect(seen?.headers).toMatchObject({
      apikey: ANON,
      authorization: `Bearer ${ANON}`,
      'accept-encoding': 'identity',
      prefer: 'count=exact',
      'accept-profile': 'public',
      'x-client-info': 'supabase-js-web/2',
    });
    expect(seen?.headers.cookie).toBeUndefined();
  });

  it('passes only the reads the blog makes (sign-ups go to the form endpoint)', () => {
    expect(apiResources).toEqual([
      'blog_post_cards',
      'blog_posts',
      'blog_tag_counts',
      'blog_author_counts',
      'rpc/related_blog_posts',
      'rpc/search_blog_post_cards',
    ]);
  });

  it.each([
    ['GET', '/api/rest/v1/newsletter_signups?select=email', 404],
    ['POST', '/api/rest/v1/newsletter_signups', 404],
    ['POST', '/api/rest/v1/rpc/subscribe_newsletter', 404],
    ['POST', '/api/rest/v1/blog_posts', 405],
    ['DELETE', '/api/rest/v1/blog_posts?slug=eq.a', 405],
    ['PATCH', '/api/rest/v1/blog_posts?slug=eq.a', 405],
    ['POST', '/api/rest/v1/rpc/related_blog_posts', 405],
    ['OPTIONS', '/api/rest/v1/blog_post_cards', 405],
    ['GET', '/api/rest/v1/newsletter_signups_backup', 404],
    ['GET', '/api/rest/v1/rpc/other_function', 404],
    ['GET', '/api/rest/v1/', 404],
    ['GET', '/api', 404],
    ['GET', '/api/auth/v1/user', 404],
    ['GET', '/api/rest/v1/blog_posts%2F..%2Fnewsletter_signups', 404],
  ])('refuses %s %s with %i in JSON, without asking the backend, kept by no cache', async (method, path, status) => {
    const answer = await request(method, path);
    expect([answer.statusCode, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([
      status,
      'application/json; charset=utf-8',
      'no-store',
    ]);
    if (status === 405) expect(answer.headers.allow).toBe('GET, HEAD');
    expect(site.upstream.seen).toEqual([]);
  });

  it("passes the backend's errors on, never kept by a cache", async () => {
    site.upstream.answerWith((_request, response) =>
      response
        .writeHead(416, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' })
        .end('{"code":"PGRST103","message":"Requested range not satisfiable"}'),
    );
    const answer = await request('GET', '/api/rest/v1/blog_post_cards?offset=900');
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([416, 'no-store']);
    expect(answer.json()).toMatchObject({ code: 'PGRST103' });
  });

  it('answers 502 when the backend cannot be reached and 504 when it does not answer in time, one log line each', async () => {
    const lines = captureLogLines();
    await site.upstream.close();
    const down = await request('GET', '/api/rest/v1/blog_posts');
    expect([down.statusCode, down.headers['cache-control'], down.json()]).toEqual([
      502,
      'no-store',
      { message: 'The backend is not reachable' },
    ]);

    site.upstream = await startUpstream();
    site.upstream.answerWith(() => {});
    const slow = await startTestServer(site.upstream, { apiTimeoutMs: 50 });
    const late = await slow.app.inject({ method: 'GET', url: '/api/rest/v1/blog_posts' });
    await slow.close();
    expect([late.statusCode, late.headers['cache-control']]).toEqual([504, 'no-store']);
    expect(lines.filter((line) => line.type !== 'request').map((line) => line.msg)).toEqual([
      'API GET /api/rest/v1/blog_posts: the backend could not be reached',
      'API GET /api/rest/v1/blog_posts: the backend did not answer in time',
    ]);
  });

  it('waits 8 s for the backend at most', () => {
    expect(API_TIMEOUT_MS).toBe(8_000);
  });

  it('compresses what the backend sent uncompressed (a list with its Content-Range too), as the visitor accepts', async () => {
    const big = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ slug: `post-${i}`, title: 'A title of some length' })));
    site.upstream.answerWith((_request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/json', 'content-range': '0-199/200', 'content-length': Buffer.byteLength(big) })
        .end(big),
    );
    const br = await request('GET', '/api/rest/v1/blog_post_cards', { 'accept-encoding': 'gzip, br' });
    expect([br.headers['content-encoding'], br.headers.vary, br.headers['content-length']]).toEqual(['br', 'Accept-Encoding', undefined]);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    expect(br.rawPayload.length).toBeLessThan(big.length / 4);
    const plain = await request('GET', '/api/rest/v1/blog_post_cards');
    expect([plain.headers['content-encoding'], plain.payload]).toEqual([undefined, big]);
  });

  it('answers HEAD with the headers only', async () => {
    site.upstream.answerWith((_request, response) => response.writeHead(200, { 'content-range': '*/16' }).end());
    const answer = await request('HEAD', '/api/rest/v1/blog_post_cards?select=id');
    expect([answer.statusCode, answer.headers['content-range'], answer.payload]).toEqual([200, '*/16', '']);
    expect(site.upstream.seen[0]?.method).toBe('HEAD');
  });
});
