/** @jest-environment node */
import { checkReadiness, READINESS_TIMEOUT_MS } from './health';

const targets = {
  remotes: [
    {
      name: 'mf_blog' as const,
      release: '1.0.0-abcd1234',
      serverEntry: 'http://mf-blog:3003/releases/1.0.0-abcd1234/server/remoteEntry.js',
    },
    { name: 'mf_marketing' as const, release: null, serverEntry: 'http://mf-marketing:3001/server/remoteEntry.js?v=1' },
  ],
  supabase: { url: 'http://gateway:54321', anonKey: 'secret-anon-key' },
};

const answering = (statusOf: (url: string) => number | Error) =>
  jest.fn(async (url: string | URL | Request) => {
    const status = statusOf(String(url));
    if (status instanceof Error) throw status;
    return new Response(null, { status });
  }) as unknown as typeof fetch;

it('is ready when every remote release and the API answer, one entry each, without addresses or keys', async () => {
  const fetchFile = answering((url) => (url.includes('gateway') ? 401 : 200));
  const readiness = await checkReadiness(targets, fetchFile);
  expect(readiness).toEqual({
    ready: true,
    dependencies: [
      { name: 'mf_blog', release: '1.0.0-abcd1234', ok: true, ms: expect.any(Number) },
      { name: 'mf_marketing', release: null, ok: true, ms: expect.any(Number) },
      { name: 'supabase', ok: true, ms: expect.any(Number) },
    ],
  });
  expect(JSON.stringify(readiness)).not.toMatch(/secret-anon-key|http:|gateway/);
  expect(fetchFile).toHaveBeenCalledWith(targets.remotes[0]?.serverEntry, expect.objectContaining({ method: 'HEAD' }));
});

it('is not ready when a release is gone, a remote is down or the API fails, and says which', async () => {
  const fetchFile = answering((url) =>
    url.includes('mf-blog') ? 404 : url.includes('mf-marketing') ? new TypeError('fetch failed') : 503,
  );
  const { ready, dependencies } = await checkReadiness(targets, fetchFile);
  expect(ready).toBe(false);
  expect(dependencies.map(({ name, ok, problem }) => ({ name, ok, problem }))).toEqual([
    { name: 'mf_blog', ok: false, problem: 'HTTP 404' },
    { name: 'mf_marketing', ok: false, problem: 'unreachable' },
    { name: 'supabase', ok: false, problem: 'HTTP 503' },
  ]);
});

it(`gives each check ${READINESS_TIMEOUT_MS} ms`, async () => {
  expect(READINESS_TIMEOUT_MS).toBe(2_000);
  const timeout = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
  const { dependencies } = await checkReadiness(
    { ...targets, remotes: [] },
    answering(() => timeout),
  );
  expect(dependencies).toEqual([{ name: 'supabase', ok: false, ms: expect.any(Number), problem: 'timeout' }]);
});
