/** @jest-environment node */
import { serverPathsOf } from '@pv/shared/contract/server-paths';
import { routes } from '@pv/shared/contract/routes';
import { startUpstream, withTestServer } from '../../testing/test-server';

const site = withTestServer();

const get = (url: string, headers: Record<string, string> = {}) => site.server.app.inject({ method: 'GET', url, headers });

describe("a remote's files on the site's origin", () => {
  it("hands back the remote's file with its type and validators, nothing else of the remote's headers", async () => {
    const fileHeaders = {
      'content-type': 'image/webp',
      'cache-control': 'no-cache',
      etag: 'W/"3-1"',
      'last-modified': 'Tue, 01 Apr 2025 10:00:00 GMT',
    };
    site.upstream.answerWith((_request, response) =>
      response.writeHead(200, { ...fileHeaders, 'access-control-allow-origin': '*', 'set-cookie': 'a=b' }).end(Buffer.from([1, 2, 3])),
    );
    const answer = await get('/images/blog/a.webp', { 'if-none-match': 'W/"old"', cookie: 'c=d' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject(fileHeaders);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.rawPayload).toEqual(Buffer.from([1, 2, 3]));
    const [seen] = site.upstream.seen;
    expect(seen?.url).toBe('/images/blog/a.webp');
    expect(seen?.headers['if-none-match']).toBe('W/"old"');
    expect(seen?.headers.cookie).toBeUndefined();
  });

  it("asks the assessment remote for the results page's social cards", async () => {
    site.upstream.answerWith((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end('png'));
    expect((await get('/images/compass/growth-seeker.png')).headers['content-type']).toBe('image/png');
    expect(site.upstream.seen[0]?.url).toBe('/images/compass/growth-seeker.png');
  });

  it('asks the marketing remote for the PDFs of the resources pages', async () => {
    site.upstream.answerWith((_request, response) => response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF'));
    expect((await get('/resources/partnership-guide.pdf')).headers['content-type']).toBe('application/pdf');
    expect(site.upstream.seen[0]?.url).toBe('/resources/partnership-guide.pdf');
  });

  it("passes on 304 and the remote's 404, neither kept by caches unless the remote says so", async () => {
    site.upstream.answerWith((_request, response) => response.writeHead(304, { etag: 'W/"1"' }).end());
    const unchanged = await get('/images/blog/x.webp');
    expect([unchanged.statusCode, unchanged.headers.etag, unchanged.headers['cache-control']]).toEqual([304, 'W/"1"', 'no-store']);
    site.upstream.answerWith((_request, response) => response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'));
    expect((await get('/images/blog/x.webp')).statusCode).toBe(404);
  });

  it('answers 502 when the remote cannot be reached', async () => {
    await site.upstream.close();
    const answer = await get('/images/blog/x.webp');
    expect([answer.statusCode, answer.headers['cache-control'], answer.payload]).toEqual([502, 'no-store', 'Temporarily unavailable']);
    site.upstream = await startUpstream();
  });

  it('leaves a path that is no file of the folder to the pages: the folder itself, a climb out of it, an undecodable one', async () => {
    for (const pathname of [
      '/images/blog/',
      '/images/blog/../../server/remoteEntry.js',
      '/images/blog/%2e%2e/x',
      '/images/blog/a%5C..%5Cb',
    ]) {
      const answer = await get(pathname);
      expect([pathname, answer.headers['content-type']]).toEqual([
        pathname,
        answer.statusCode === 301 ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
      ]);
    }
    expect(site.upstream.seen).toEqual([]);
  });

  it('never shadows a page of the route table', () => {
    for (const { path: prefix } of serverPathsOf('remote-file')) {
      for (const { path } of routes) expect(path.startsWith(prefix.slice(0, -1))).toBe(false);
    }
  });
});
