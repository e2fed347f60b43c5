import { fetchRemoteFile } from './remote-files';

const reply = (body: BodyInit | null, init: ResponseInit) =>
  jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => new Response(body, init));

describe('fetchRemoteFile', () => {
  it("hands back the remote's file with its type and validators, nothing else of the remote's headers", async () => {
    const fileHeaders = {
      'content-type': 'image/webp',
      'cache-control': 'no-cache',
      etag: 'W/"3-1"',
      'last-modified': 'Tue, 01 Apr 2025 10:00:00 GMT',
    };
    const fetchFile = reply(new Uint8Array([1, 2, 3]), {
      status: 200,
      headers: { ...fileHeaders, 'access-control-allow-origin': '*', 'set-cookie': 'a=b' },
    });
    const answer = await fetchRemoteFile('http://blog.test/images/blog/a.webp', { 'if-none-match': 'W/"old"', cookie: 'c=d' }, fetchFile);
    expect(answer).toEqual({ status: 200, headers: fileHeaders, body: Buffer.from([1, 2, 3]) });
    const [url, init] = fetchFile.mock.calls[0] ?? [];
    expect(url).toBe('http://blog.test/images/blog/a.webp');
    expect(init?.headers).toEqual({ 'if-none-match': 'W/"old"' });
  });

  it("passes on 304 and the remote's 404, neither kept by caches unless the remote says so", async () => {
    expect(await fetchRemoteFile('http://blog.test/x', {}, reply(null, { status: 304, headers: { etag: 'W/"1"' } }))).toMatchObject({
      status: 304,
      headers: { etag: 'W/"1"', 'cache-control': 'no-store' },
    });
    expect(await fetchRemoteFile('http://blog.test/x', {}, reply('Not found', { status: 404 }))).toMatchObject({ status: 404 });
  });

  it('answers 502 when the remote cannot be reached or is slower than the time-out', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const down = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await fetchRemoteFile('http://blog.test/x', {}, down)).toMatchObject({ status: 502, headers: { 'cache-control': 'no-store' } });
    const hanging = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    expect(await fetchRemoteFile('http://blog.test/x', {}, hanging, 20)).toMatchObject({ status: 502 });
  });
});
