import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway, type RunningGateway } from './gateway.ts';

const ANON_KEY = 'the-anon-key';
const SERVICE_ROLE_KEY = 'the-service-role-key';

type SeenRequest = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

let upstream: http.Server;
let upstreamPort: number;
let seen: SeenRequest[];
let gateway: RunningGateway;
let logs: string[];

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json', 'content-range': '0-0/1', connection: 'close' });
      response.end('[{"ok":true}]');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  gateway = await startGateway({
    host: '127.0.0.1',
    port: 0,
    postgrestPort: upstreamPort,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    log: (line) => logs.push(line),
  });
});

beforeEach(() => {
  seen = [];
  logs = [];
});

afterAll(async () => {
  await gateway.stop();
  await new Promise((resolve) => upstream.close(resolve));
});

function gatewayFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`http://127.0.0.1:${gateway.port}${path}`, init);
}

describe('CORS', () => {
  it('answers a preflight with the methods and every header supabase-js sends', async () => {
    const response = await gatewayFetch('/rest/v1/blog_posts', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey,authorization,x-client-info',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')?.split(', ')).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']),
    );
    expect(response.headers.get('access-control-allow-headers')?.split(', ')).toEqual(
      expect.arrayContaining([
        'apikey',
        'authorization',
        'content-type',
        'prefer',
        'range',
        'x-client-info',
        'accept-profile',
        'content-profile',
      ]),
    );
    expect(seen).toEqual([]);
  });

  it('lets the browser read Content-Range on forwarded answers', async () => {
    const response = await gatewayFetch('/rest/v1/blog_posts', { headers: { apikey: ANON_KEY } });

    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Range');
    expect(response.headers.get('content-range')).toBe('0-0/1');
  });
});

describe('the apikey check', () => {
  it('answers 401 JSON, readable cross-origin, when no apikey is sent', async () => {
    const response = await gatewayFetch('/rest/v1/blog_posts', { headers: { authorization: `Bearer ${ANON_KEY}` } });

    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    expect(seen).toEqual([]);
  });

  it.each([
    ['a wrong apikey header', { apikey: 'another-key' }, ''],
    ['an empty apikey header', { apikey: '' }, '?apikey=another-key'],
    ['a wrong apikey parameter', {}, '?apikey=another-key'],
  ])('answers 401 to %s', async (_, headers: Record<string, string>, query) => {
    const response = await gatewayFetch(`/rest/v1/blog_posts${query}`, { headers });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/API key/) });
    expect(seen).toEqual([]);
  });

  it.each([
    ['the anon key', ANON_KEY],
    ['the service key', SERVICE_ROLE_KEY],
  ])('forwards a request with %s as the apikey', async (_, apikey) => {
    const response = await gatewayFetch('/rest/v1/blog_posts', { headers: { apikey } });

    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
  });
});

describe('forwarding', () => {
  it('strips /rest/v1 and passes method, query, Authorization and body through', async () => {
    const response = await gatewayFetch('/rest/v1/newsletter_signups?columns=email,name&or=(a.eq.1,b.eq.2)', {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        authorization: 'Bearer token',
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: '{"email":"a@example.com"}',
    });

    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/newsletter_signups?columns=email,name&or=(a.eq.1,b.eq.2)',
      body: '{"email":"a@example.com"}',
      headers: expect.objectContaining({
        authorization: 'Bearer token',
        prefer: 'return=minimal',
        host: `127.0.0.1:${upstreamPort}`,
      }),
    });
  });

  it('takes the apikey parameter out of the query and leaves the rest as sent', async () => {
    const response = await gatewayFetch(`/rest/v1/blog_posts?select=*&apikey=${ANON_KEY}&tags=cs.%7Ba%2Cb%7D`);

    expect(response.status).toBe(200);
    expect(seen[0]?.url).toBe('/blog_posts?select=*&tags=cs.%7Ba%2Cb%7D');
  });

  it('maps /rest/v1 itself to the root', async () => {
    await gatewayFetch('/rest/v1', { headers: { apikey: ANON_KEY } });
    await gatewayFetch('/rest/v1/', { headers: { apikey: ANON_KEY } });

    expect(seen.map((request) => request.url)).toEqual(['/', '/']);
  });

  it('forwards HEAD', async () => {
    const response = await gatewayFetch('/rest/v1/blog_posts', { method: 'HEAD', headers: { apikey: ANON_KEY } });

    expect(response.status).toBe(200);
    expect(seen[0]?.method).toBe('HEAD');
  });

  it.each(['/', '/auth/v1/token', '/rest/v10/blog_posts', '/rest'])('answers 404 outside /rest/v1 (%s)', async (path) => {
    const response = await gatewayFetch(path, { headers: { apikey: ANON_KEY } });

    expect(response.status).toBe(404);
    expect(seen).toEqual([]);
  });
});

describe('when PostgREST is down', () => {
  it('answers 502 JSON and logs why', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = http.createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const orphan = await startGateway({
      host: '127.0.0.1',
      port: 0,
      postgrestPort: closedPort,
      anonKey: ANON_KEY,
      log: (line) => logs.push(line),
    });

    try {
      const response = await fetch(`http://127.0.0.1:${orphan.port}/rest/v1/blog_posts`, { headers: { apikey: ANON_KEY } });

      expect(response.status).toBe(502);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toMatchObject({ message: 'PostgREST is not reachable' });
      expect(logs).toEqual([expect.stringContaining('PostgREST did not answer')]);
    } finally {
      await orphan.stop();
    }
  });
});

describe('stop', () => {
  it('closes the port and can be called again', async () => {
    const extra = await startGateway({ host: '127.0.0.1', port: 0, postgrestPort: upstreamPort, anonKey: ANON_KEY, log: () => undefined });

    await Promise.all([extra.stop(), extra.stop()]);

    await expect(fetch(`http://127.0.0.1:${extra.port}/rest/v1`)).rejects.toThrow();
  });
});
