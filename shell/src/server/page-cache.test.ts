import zlib from 'node:zlib';
import { CachedPage, createPageCache, PAGE_CACHE_LIMITS, type RenderedPage } from './page-cache';

import type { RemoteName } from '@pv/shared/contract/remotes';

const page = (html: string, cacheable = true, remotes: RemoteName[] = []): RenderedPage => ({
  status: 200,
  html,
  cacheable,
  remotes,
  releases: {},
});
const notFound = (html: string): RenderedPage => ({ status: 404, html, cacheable: true, remotes: [], releases: {} });

describe('page cache', () => {
  let now = 0;
  const cache = () => createPageCache({ freshMs: 1000, staleMs: 5000, maxEntries: 2, maxNotFoundEntries: 3, now: () => now });
  beforeEach(() => (now = 0));

  it('renders once while fresh, serves stale while one background render replaces it', async () => {
    const pages = cache();
    const render = jest.fn().mockResolvedValueOnce(page('v1')).mockResolvedValueOnce(page('v2'));
    expect((await pages.get('/a', render)).state).toBe('miss');
    now = 999;
    const fresh = await pages.get('/a', render);
    expect([fresh.state, fresh.page.page.html]).toEqual(['hit', 'v1']);
    now = 1000;
    const stale = await pages.get('/a', render);
    expect([stale.state, stale.page.page.html]).toEqual(['stale', 'v1']);
    await Promise.resolve();
    await Promise.resolve();
    expect((await pages.get('/a', render)).page.page.html).toBe('v2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders afresh after the stale window and never stores what is not cacheable', async () => {
    const pages = cache();
    const render = jest.fn().mockResolvedValue(page('x', false));
    expect((await pages.get('/down', render)).state).toBe('bypass');
    expect((await pages.get('/down', render)).state).toBe('bypass');
    expect(render).toHaveBeenCalledTimes(2);
    const ok = jest.fn().mockResolvedValue(page('ok'));
    await pages.get('/ok', ok);
    now = 5000;
    expect((await pages.get('/ok', ok)).state).toBe('miss');
  });

  it('shares one render between concurrent misses and keeps at most maxEntries', async () => {
    const pages = cache();
    const render = jest.fn().mockImplementation(async () => page('p'));
    await Promise.all([pages.get('/a', render), pages.get('/a', render), pages.get('/a', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    await pages.get('/b', render);
    await pages.get('/c', render);
    expect(pages.size).toBe(2);
  });

  it('drops only the pages a remote had a part in when it is redeployed, and no render of the old deployment under way', async () => {
    const pages = cache();
    await pages.get('/blog', async () => page('blog', true, ['mf_blog']));
    await pages.get('/', async () => page('home', true, ['mf_marketing']));
    let finishRender: (page: RenderedPage) => void = () => {};
    const slow = pages.get('/blog/post', () => new Promise<RenderedPage>((resolve) => (finishRender = resolve)));
    pages.clearRemote('mf_blog');
    finishRender(page('old post', true, ['mf_blog']));
    await slow;
    expect((await pages.get('/', async () => page('home again'))).state).toBe('hit');
    expect((await pages.get('/blog', async () => page('blog v2', true, ['mf_blog']))).state).toBe('miss');
    expect((await pages.get('/blog/post', async () => page('post v2', true, ['mf_blog']))).page.page.html).toBe('post v2');
    expect((await pages.get('/blog/post', async () => page('post v3', true, ['mf_blog']))).state).toBe('hit');
  });

  it('keeps 404 answers like pages, on a shelf of their own that never pushes pages out', async () => {
    const pages = cache();
    const render = jest.fn().mockImplementation(async () => notFound('missing'));
    const first = await pages.get('/nope', render);
    const again = await pages.get('/nope', render);
    expect([first.state, again.state, again.page.page.status]).toEqual(['miss', 'hit', 404]);
    expect(render).toHaveBeenCalledTimes(1);

    await pages.get('/a', async () => page('a'));
    await pages.get('/b', async () => page('b'));
    for (const path of ['/scan-1', '/scan-2', '/scan-3', '/scan-4', '/scan-5']) await pages.get(path, render);
    expect(pages.size).toBe(2 + 3);
    expect((await pages.get('/a', jest.fn())).state).toBe('hit');
    expect((await pages.get('/b', jest.fn())).state).toBe('hit');
    expect((await pages.get('/scan-5', jest.fn())).state).toBe('hit');
    expect((await pages.get('/nope', render)).state).toBe('miss');
  });

  it('keeps a path on one shelf only: a 404 that becomes a page is a page', async () => {
    const pages = cache();
    await pages.get('/soon', async () => notFound('missing'));
    now = 5000;
    await pages.get('/soon', async () => page('published'));
    expect(pages.size).toBe(1);
    expect((await pages.get('/soon', jest.fn())).page.page.status).toBe(200);
  });

  it('keeps nothing when pages are fresh for 0 ms: every request renders', async () => {
    const pages = createPageCache({ freshMs: 0, staleMs: 5000, maxEntries: 2, maxNotFoundEntries: 2, now: () => now });
    const render = jest.fn().mockImplementation(async () => page('p'));
    expect((await pages.get('/a', render)).state).toBe('miss');
    expect((await pages.get('/a', render)).state).toBe('miss');
    expect(render).toHaveBeenCalledTimes(2);
    expect(pages.size).toBe(0);
  });

  it('keeps pages 5 minutes at most, up to 500 pages and 100 404 answers per server process', () => {
    expect(PAGE_CACHE_LIMITS).toEqual({ staleMs: 300_000, maxEntries: 500, maxNotFoundEntries: 100 });
  });

  it('compresses a page quickly for its first answer, then once more, smaller, for every answer after it', () => {
    const html = Array.from({ length: 3000 }, (_, i) => `<li class="card-${i % 17}">Post ${(i * 7919) % 1000}</li>`).join('');
    const cached = new CachedPage(page(html), 0);
    const [first, second, third] = [cached.body('br'), cached.body('br'), cached.body('br')];
    expect(zlib.brotliDecompressSync(first).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(second).toString()).toBe(html);
    expect(second.length).toBeLessThan(first.length);
    expect(third).toBe(second);
    expect(zlib.gunzipSync(cached.body('gzip')).toString()).toBe(html);
  });
});
