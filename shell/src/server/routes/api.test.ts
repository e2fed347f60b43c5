/** @jest-environment node */
import zlib from 'node:zlib';
import { BLOG_FACETS_PATH, BLOG_POSTS_PATH, type BlogCard, type BlogListPage } from '@pv/shared/contract/blog-data';
import { captureLogLines } from '../../testing/log-lines';
import { startTestServer, startUpstream, type TestServer, type Upstream } from '../../testing/test-server';
import type { ListData } from './api';
import { HTML_CACHE_CONTROL } from './pages';

const card: BlogCard = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'runway-math',
  title: 'Runway Math',
  excerpt: null,
  content_start: 'Ask founders when they plan to start fundraising.',
  featured_image: '/images/blog/runway-math.webp',
  tags: ['Metrics'],
  author: 'Priya Raman',
  published_date: '2024-01-23T14:30:00+00:00',
  updated_at: '2024-02-01T10:00:00+00:00',
  published_day: '2024-01-23',
};

/** The blog's module as the tests want it: reads recorded, `?page=1` not a state's own query (its state's is ''). */
function blogModule() {
  const reads: string[] = [];
  let failing = false;
  const read = async <T>(what: string, value: T) => {
    reads.push(what);
    if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:54321');
    return value;
  };
  const listData: ListData = {
    listQuery: async (search) => (search === '?page=1' ? '' : search),
    listPage: (query) => read(`list ${query}`, { posts: [card], total: 1 }),
    facets: () => read('facets', { tags: [{ value: 'Metrics', count: 1 }], authors: [{ value: 'Priya Raman', count: 1 }] }),
  };
  return { listData, reads, fail: () => (failing = true), recover: () => (failing = false) };
}

let upstream: Upstream;
let server: TestServer;
let blog: ReturnType<typeof blogModule>;
beforeEach(async () => {
  upstream = await startUpstream();
  blog = blogModule();
  server = await startTestServer(upstream, { listData: blog.listData });
});
afterEach(async () => {
  await server.close();
  await upstream.close();
});

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: method as 'GET', url, headers });

describe("the blog list's JSON", () => {
  it("answers a list state's page of cards at its own query, kept by the render cache and shared caches as a page is", async () => {
    const first = await request('GET', `${BLOG_POSTS_PATH}?tag=Metrics&page=2`);
    const again = await request('GET', `${BLOG_POSTS_PATH}?tag=Metrics&page=2`);
    expect([first.statusCode, first.headers['content-type'], first.headers['cache-control']]).toEqual([
      200,
      'application/json; charset=utf-8',
      HTML_CACHE_CONTROL,
    ]);
    expect(first.json()).toEqual({ posts: [card], total: 1 });
    expect([first.headers['x-render-cache'], again.headers['x-render-cache']]).toEqual(['miss', 'hit']);
    expect(blog.reads).toEqual(['list ?tag=Metrics&page=2']);
    expect(first.headers['x-frame-options']).toBe('DENY');
  });

  it('answers the filters’ topics and authors', async () => {
    const answer = await request('GET', BLOG_FACETS_PATH);
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      { tags: [{ value: 'Metrics', count: 1 }], authors: [{ value: 'Priya Raman', count: 1 }] },
    ]);
  });

  it('sends the fields of its schema only, whatever else the blog module returns (a post’s body never)', async () => {
    const page = { posts: [{ ...card, match: 'the \u0002runway\u0003', content: '<p>The whole body</p>', is_published: true }], total: 1 };
    blog.listData.listPage = async () => page as BlogListPage;
    const answer = await request('GET', `${BLOG_POSTS_PATH}?q=runway`);
    expect(answer.json()).toEqual({ posts: [{ ...card, match: 'the \u0002runway\u0003' }], total: 1 });
  });

  it("refuses another spelling of a state's query in JSON, naming the state's own, and reads nothing", async () => {
    const answer = await request('GET', `${BLOG_POSTS_PATH}?page=1`);
    expect([answer.statusCode, answer.headers['cache-control'], answer.json()]).toEqual([
      400,
      'no-store',
      { message: `Not a list state's own query; this state's is ""` },
    ]);
    expect((await request('GET', `${BLOG_FACETS_PATH}?tag=Metrics`)).statusCode).toBe(400);
    expect(blog.reads).toEqual([]);
  });

  it('answers 503 while the posts cannot be read, kept by no cache, one log line each; then the posts again', async () => {
    const lines = captureLogLines();
    blog.fail();
    const down = [await request('GET', `${BLOG_POSTS_PATH}?tag=Metrics`), await request('GET', BLOG_FACETS_PATH)];
    expect(down.map((answer) => [answer.statusCode, answer.headers['cache-control'], answer.headers['retry-after']])).toEqual([
      [503, 'no-store', '30'],
      [503, 'no-store', '30'],
    ]);
    expect(down[0]?.json()).toEqual({ message: 'The blog posts cannot be read now' });
    expect(
      lines.filter((line) => line.type === 'remote-failure').map(({ remote, route, kind, error }) => ({ remote, route, kind, error })),
    ).toEqual([
      { remote: 'mf_blog', route: BLOG_POSTS_PATH, kind: 'data', error: 'connect ECONNREFUSED 127.0.0.1:54321' },
      { remote: 'mf_blog', route: BLOG_FACETS_PATH, kind: 'data', error: 'connect ECONNREFUSED 127.0.0.1:54321' },
    ]);
    blog.recover();
    expect((await request('GET', `${BLOG_POSTS_PATH}?tag=Metrics`)).statusCode).toBe(200);
  });

  it('comes compressed as the visitor accepts, and answers HEAD with the headers only', async () => {
    const br = await request('GET', BLOG_POSTS_PATH, { 'accept-encoding': 'gzip, br' });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual({ posts: [card], total: 1 });
    const head = await request('HEAD', BLOG_POSTS_PATH);
    expect([head.statusCode, head.headers['content-type'], head.payload]).toEqual([200, 'application/json; charset=utf-8', '']);
  });
});

describe('anything else under /api', () => {
  it.each([
    ['POST', BLOG_POSTS_PATH, 405],
    ['DELETE', `${BLOG_POSTS_PATH}?tag=Metrics`, 405],
    ['OPTIONS', BLOG_FACETS_PATH, 405],
    ['GET', '/api', 404],
    ['GET', '/api/blog', 404],
    ['GET', '/api/rest/v1/blog_posts', 404],
    ['POST', '/api/rest/v1/newsletter_signups', 404],
    ['GET', '/api/auth/v1/user', 404],
  ])('refuses %s %s with %i in JSON, kept by no cache, asking nothing of the backend', async (method, path, status) => {
    const answer = await request(method, path);
    expect([answer.statusCode, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([
      status,
      'application/json; charset=utf-8',
      'no-store',
    ]);
    if (status === 405) expect(answer.headers.allow).toBe('GET, HEAD');
    expect(blog.reads).toEqual([]);
    expect(upstream.seen).toEqual([]);
  });
});
