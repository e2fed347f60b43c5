/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { API_RESOURCES, API_TIMEOUT_MS, createApiProxy } from './api-proxy';

type Upstream = jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;

const ANON = 'anon-key';
const CARDS = JSON.stringify([{ slug: 'a', title: 'A' }]);

/** The proxy behind a real HTTP server on a free port, the backend faked by `upstream`. */
async function serve(upstream: Upstream, timeoutMs?: number) {
  const proxy = createApiProxy(
    { backendUrl: 'http://backend.test/', anonKey: ANON, fetchUpstream: upstream, timeoutMs },
    { 'x-frame-options': 'DENY' },
  );
  const server = http.createServer((req, res) => {
    void proxy(req, res, new URL(req.url ?? '/', 'http://site.test')).then((handled) => {
      if (!handled) res.writeHead(418).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A raw request, so the answer's bytes and headers are seen as sent (fetch would decompress). */
function request(url: string, options: http.RequestOptions = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const upstreamOf = (answer: () => Promise<Response>): Upstream => jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(answer);
const reply = (body: string | null, init: ResponseInit): Upstream => upstreamOf(async () => new Response(body, init));

let site: Awaited<ReturnType<typeof serve>> | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

describe('the API path', () => {
  it('forwards a blog read to the backend with the query as sent, the anon key and the shaping headers only', async () => {
    const upstream = reply(CARDS, {
      status: 200,
      headers: { 'content-type': 'application/json', 'content-range': '0-8/16', 'set-cookie': 'x=y' },
    });
    site = await serve(upstream);
    const answer = await request(`${site.origin}/api/rest/v1/blog_post_cards?select=id,slug&tags=ov.%7B%22Boston%22%7D&offset=0&limit=9`, {
      headers: {
        apikey: 'service-role-key',
        authorization: 'Bearer someone-else',
        prefer: 'count=exact',
        'accept-profile': 'public',
        cookie: 'session=1',
        'x-client-info': 'supabase-js-web/2',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(CARDS);
    expect(answer.headers['content-range']).toBe('0-8/16');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBe('DENY');
    const [url, init] = upstream.mock.calls[0] ?? [];
    expect(url).toBe('http://backend.test/rest/v1/blog_post_cards?select=id,slug&tags=ov.%7B%22Boston%22%7D&offset=0&limit=9');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toEqual({
      apikey: ANON,
      authorization: `Bearer ${ANON}`,
      'accept-encoding': 'identity',
      prefer: 'count=exact',
      'accept-profile': 'public',
      'x-client-info': 'supabase-js-web/2',
    });
  });

  it('passes only the reads the blog makes (sign-ups go to the form endpoint)', () => {
    expect(API_RESOURCES).toEqual({
      blog_post_cards: ['GET', 'HEAD'],
      blog_posts: ['GET', 'HEAD'],
      blog_tag_counts: ['GET', 'HEAD'],
      blog_author_counts: ['GET', 'HEAD'],
      'rpc/related_blog_posts': ['GET', 'HEAD'],
      'rpc/search_blog_post_cards': ['GET', 'HEAD'],
    });
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
    ['GET', '/api/auth/v1/user', 404],
    ['GET', '/api/rest/v1/blog_posts%2F..%2Fnewsletter_signups', 404],
  ])('refuses %s %s with %i, without asking the backend, kept by no cache', async (method, path, status) => {
    const upstream = reply('[]', { status: 200 });
    site = await serve(upstream);
    const answer = await request(`${site.origin}${path}`, { method });
    expect(answer.status).toBe(status);
    expect(answer.headers['cache-control']).toBe('no-store');
    if (status === 405) expect(answer.headers.allow).toBeDefined();
    expect(upstream).not.toHaveBeenCalled();
  });

  it('leaves every path outside /api/ to the rest of the server', async () => {
    site = await serve(reply('[]', { status: 200 }));
    expect((await request(`${site.origin}/apis`)).status).toBe(418);
    expect((await request(`${site.origin}/blog`)).status).toBe(418);
  });

  it("passes the backend's errors on, never kept by a cache", async () => {
    site = await serve(
      reply('{"code":"PGRST103","message":"Requested range not satisfiable"}', {
        status: 416,
        headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' },
      }),
    );
    const answer = await request(`${site.origin}/api/rest/v1/blog_post_cards?offset=900`);
    expect(answer.status).toBe(416);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'PGRST103' });
  });

  it('answers 502 when the backend cannot be reached and 504 when it does not answer in time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    site = await serve(upstreamOf(async () => Promise.reject(new TypeError('fetch failed'))));
    const down = await request(`${site.origin}/api/rest/v1/blog_posts`);
    expect([down.status, down.headers['cache-control']]).toEqual([502, 'no-store']);
    await site.close();

    const hung: Upstream = jest.fn(
      (_url, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error), { once: true })),
    );
    site = await serve(hung, 50);
    const slow = await request(`${site.origin}/api/rest/v1/blog_posts`);
    expect([slow.status, slow.headers['cache-control']]).toEqual([504, 'no-store']);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('waits 8 s for the backend at most', () => {
    expect(API_TIMEOUT_MS).toBe(8_000);
  });

  it('compresses what the backend sent uncompressed, as the visitor accepts', async () => {
    const big = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ slug: `post-${i}`, title: 'A title of some length' })));
    site = await serve(reply(big, { status: 200, headers: { 'content-type': 'application/json' } }));
    const br = await request(`${site.origin}/api/rest/v1/blog_post_cards`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(big);
    expect(br.body.length).toBeLessThan(big.length / 4);
    const plain = await request(`${site.origin}/api/rest/v1/blog_post_cards`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
  });

  it('answers HEAD with the headers only', async () => {
    site = await serve(reply(null, { status: 200, headers: { 'content-range': '*/16' } }));
    const answer = await request(`${site.origin}/api/rest/v1/blog_post_cards?select=id`, { method: 'HEAD' });
    expect([answer.status, answer.headers['content-range'], answer.body.length]).toEqual([200, '*/16', 0]);
  });
});
