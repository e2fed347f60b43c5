/** @jest-environment node */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { watchRemoteDeployments, type Redeploy } from './redeploy-watch';
import { browserEntryOf, deploymentOf, findReleases, serveDeployment, type RemoteLocation } from './remote-deployments';

const findDeployment = async (remote: RemoteLocation, fetchFile: typeof fetch) =>
  (await findReleases(remote, fetchFile))?.deployment ?? null;
import { captureLogLines } from '../testing/log-lines';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const blog: RemoteLocation = { name: 'mf_blog', baseUrl: 'https://blog.example', serverBaseUrl: 'http://mf-blog:3003' };

/** A remote's deployment: its release index (or none: 404) and its root Node entry. */
function remoteAnswers(state: { index: object | null; entry: string }): typeof fetch {
  return jest.fn(async (url: string | URL | Request) => {
    const path = new URL(String(url)).pathname;
    if (path === '/releases/index.json') return state.index ? Response.json(state.index) : new Response('Not found', { status: 404 });
    if (path === '/server/remoteEntry.js') return new Response(state.entry);
    return new Response('Not found', { status: 404 });
  }) as unknown as typeof fetch;
}

describe("a remote's current deployment", () => {
  it("is its current release, the server's entry and the browsers' both under /releases/<version>/", async () => {
    const found = await findDeployment(
      blog,
      remoteAnswers({ index: { current: '1.0.0-abcd1234', previous: null, releases: [] }, entry: '' }),
    );
    expect(found).toEqual({
      id: '1.0.0-abcd1234',
      release: '1.0.0-abcd1234',
      serverEntry: 'http://mf-blog:3003/releases/1.0.0-abcd1234/server/remoteEntry.js',
      browserEntry: 'https://blog.example/releases/1.0.0-abcd1234/browser/remoteEntry.js',
    });
  });

  it('without releases, is the build at its root, told apart by a fingerprint of its Node entry', async () => {
    const found = await findDeployment(blog, remoteAnswers({ index: null, entry: 'build 1' }));
    expect(found).toEqual({
      id: expect.stringMatching(/^build-[0-9a-f]{16}$/),
      release: null,
      serverEntry: expect.stringMatching(/^http:\/\/mf-blog:3003\/server\/remoteEntry\.js\?v=[0-9a-f]{16}$/),
      browserEntry: 'https://blog.example/browser/remoteEntry.js',
    });
    expect((await findDeployment(blog, remoteAnswers({ index: null, entry: 'build 2' })))?.id).not.toBe(found?.id);
  });

  it('names the releases its index keeps and its canary, dropping a canary that is not a kept release', async () => {
    const releases = [
      { version: '1.0.0-abcd1234', releasedAt: '2026-11-25T10:00:00.000Z' },
      { version: '1.1.0-ef567890', releasedAt: '2026-11-26T10:00:00.000Z' },
    ];
    const canary = { version: '1.1.0-ef567890', percent: 10, since: '2026-11-26T10:05:00.000Z' };
    const index = { current: '1.0.0-abcd1234', previous: null, releases, canary };
    const found = await findReleases(blog, remoteAnswers({ index, entry: '' }));
    expect(found).toMatchObject({ canary, kept: ['1.0.0-abcd1234', '1.1.0-ef567890'] });
    const unknown = { ...index, canary: { ...canary, version: '9.9.9-00000000' } };
    expect((await findReleases(blog, remoteAnswers({ index: unknown, entry: '' })))?.canary).toBeNull();
  });

  it('is unknown when the remote is down or its index names no usable release', async () => {
    const down = jest.fn(async () => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch;
    expect(await findDeployment(blog, down)).toBeNull();
    expect(await findDeployment(blog, remoteAnswers({ index: { current: '../../etc' }, entry: '' }))).toBeNull();
    expect(await findDeployment(blog, remoteAnswers({ index: { current: null }, entry: '' }))).toBeNull();
  });

  it('is loaded once: the same deployment again changes nothing, browsers are handed its entry', () => {
    const deployment = {
      id: 'v1',
      release: 'v1',
      serverEntry: 'http://mf-blog:3003/releases/v1/server/remoteEntry.js',
      browserEntry: 'b/v1',
    };
    expect(serveDeployment(blog, deployment)).toBe(true);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_blog', entry: deployment.serverEntry }], { force: true });
    expect(serveDeployment(blog, { ...deployment })).toBe(false);
    expect(deploymentOf('mf_blog')).toEqual(deployment);
    expect(browserEntryOf(blog)).toEqual({ name: 'mf_blog', entry: 'b/v1' });
  });
});

it('the watch reports every check and logs only a change', async () => {
  jest.useFakeTimers();
  const lines = captureLogLines();
  const state = { index: { current: 'v1' } as object | null, entry: '' };
  const onDeployment = jest.fn();
  const stop = watchRemoteDeployments([blog], 10_000, onDeployment, remoteAnswers(state));
  try {
    await jest.advanceTimersByTimeAsync(10_000);
    expect(onDeployment).toHaveBeenCalledTimes(2);
    expect(lines).toEqual([]);
    state.index = { current: 'v2' };
    await jest.advanceTimersByTimeAsync(9_999);
    expect((onDeployment.mock.lastCall as [Redeploy])[0].deployment.id).toBe('v1');
    await jest.advanceTimersByTimeAsync(1);
    expect((onDeployment.mock.lastCall as [Redeploy])[0]).toMatchObject({ name: 'mf_blog', deployment: { id: 'v2' } });
    expect(lines).toEqual([expect.objectContaining({ level: 'info', msg: 'Remote mf_blog: deployment v2 is current, loading it' })]);
  } finally {
    stop();
    jest.useRealTimers();
  }
});
