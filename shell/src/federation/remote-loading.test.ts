// The loading policy as the server and the browser live it: time-outs, the pause after a failure,
// and loading a remote afresh after it.
import type { RemotePages } from '@pv/shared/contract/page';
import { REMOTE_TIMEOUT_MS, SERVER_RETRY_PAUSE_MS } from '@pv/shared/contract/remote-loading';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

type Runtime = { loadRemote: jest.Mock; registerRemotes: jest.Mock };
type Modules = {
  runtime: Runtime;
  registry: typeof import('./remote-registry');
  server: typeof import('./server-loading');
  policy: typeof import('./loading-policy');
  log: typeof import('../server/log');
};

const pages: RemotePages = { privacy: { Component: () => null, meta: () => ({}) } };
const never = () => new Promise<never>(() => {});

/** Fresh modules for each test: the registry keeps its state at module level. */
function load(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      runtime: jest.requireMock('@module-federation/enhanced/runtime'),
      registry: jest.requireActual('./remote-registry'),
      server: jest.requireActual('./server-loading'),
      policy: jest.requireActual('./loading-policy'),
      log: jest.requireActual('../server/log'),
    };
  });
  if (!modules) throw new Error('modules not loaded');
  modules.registry.configureRemotes([{ name: 'mf_marketing', entry: 'http://remote.test/server/remoteEntry.js' }]);
  return modules;
}

const settled = async <T>(promise: Promise<T>) => {
  let result: { value: T } | { error: unknown } | undefined;
  promise.then(
    (value) => (result = { value }),
    (error: unknown) => (result = { error }),
  );
  await jest.advanceTimersByTimeAsync(0);
  return () => result;
};

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.useRealTimers());

it('has the time-outs and the pause of docs/decisions/0001: 3 s server, 8 s browser, 5 s before the server tries again', () => {
  const { policy } = load();
  expect(REMOTE_TIMEOUT_MS).toEqual({ server: 3000, browser: 8000 });
  expect(SERVER_RETRY_PAUSE_MS).toBe(5000);
  expect(policy.remoteTimeoutMs()).toBe(8000); // this test runs as the browser build
});

it('server: a remote that does not answer within 3 s is unreachable', async () => {
  const { runtime, server } = load();
  runtime.loadRemote.mockImplementation(never);
  const result = await settled(server.loadRemoteForRequest('mf_marketing'));
  await jest.advanceTimersByTimeAsync(2999);
  expect(result()).toBeUndefined();
  await jest.advanceTimersByTimeAsync(1);
  expect(result()).toMatchObject({ value: { status: 'failed', unreachable: true } });
});

it('server: after a failure, the fallback at once for 5 s; then the remote is loaded afresh', async () => {
  const { runtime, server } = load();
  runtime.loadRemote.mockRejectedValue(new Error('connection refused'));
  await expect(server.loadRemoteForRequest('mf_marketing')).resolves.toMatchObject({ status: 'failed' });
  expect(runtime.loadRemote).toHaveBeenCalledTimes(1);

  runtime.loadRemote.mockResolvedValue({ pages });
  await jest.advanceTimersByTimeAsync(4999);
  await expect(server.loadRemoteForRequest('mf_marketing')).resolves.toMatchObject({ status: 'failed', unreachable: true });
  expect(runtime.loadRemote).toHaveBeenCalledTimes(1);

  await jest.advanceTimersByTimeAsync(1);
  await expect(server.loadRemoteForRequest('mf_marketing')).resolves.toEqual({ status: 'ready', pages });
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'mf_marketing', entry: expect.stringMatching(/remoteEntry\.js\?v=\d+$/) }],
    { force: true },
  );
});

it('server: the warm-up at start gives every remote 10 s, settles then, and one that does not load is not counted as failed', async () => {
  const { runtime, server, registry } = load();
  runtime.loadRemote.mockImplementation(never);
  const warmUp = await settled(server.warmUpRemotes(['mf_marketing']));
  expect(registry.readRemote('mf_marketing')).toMatchObject({ status: 'pending' });
  await jest.advanceTimersByTimeAsync(9999);
  expect(warmUp()).toBeUndefined();
  await jest.advanceTimersByTimeAsync(1);
  expect(warmUp()).toEqual({ value: undefined });
  expect(registry.readRemote('mf_marketing')).toBeUndefined();

  runtime.loadRemote.mockResolvedValue({ pages });
  await expect(server.loadRemoteForRequest('mf_marketing')).resolves.toEqual({ status: 'ready', pages });
  await server.warmUpRemotes(['mf_marketing']);
  expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
});

it('server: the warm-up prepares every page of a remote, each for at most 10 s; one not prepared is logged and left to its first render', async () => {
  const { runtime, server, log } = load();
  const lines: string[] = [];
  log.setLogger(log.createLogger({ format: 'json', level: 'info', destination: { write: (line: string) => lines.push(line) } }));
  let postReady!: () => void;
  const post = jest.fn(() => new Promise<void>((resolve) => (postReady = resolve)));
  const list = jest.fn(() => Promise.reject(new Error('chunk 307 did not load')));
  const feed = jest.fn(never);
  const prepared = (prepare: () => Promise<void>) => ({ ...pages.privacy, prepare });
  runtime.loadRemote.mockResolvedValue({ pages: { ...pages, post: prepared(post), list: prepared(list), feed: prepared(feed) } });

  const warmUp = await settled(server.warmUpRemotes(['mf_marketing']));
  expect([post, list, feed].map((prepare) => prepare.mock.calls.length)).toEqual([1, 1, 1]);
  postReady();
  await jest.advanceTimersByTimeAsync(9999);
  expect(warmUp()).toBeUndefined();
  await jest.advanceTimersByTimeAsync(1);
  expect(warmUp()).toEqual({ value: undefined });
  expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
    'Page mf_marketing/list was not prepared at start (chunk 307 did not load); its first render prepares it',
    'Page mf_marketing/feed was not prepared at start (Page mf_marketing/feed did not load within 10000 ms); its first render prepares it',
  ]);
  await expect(server.loadRemoteForRequest('mf_marketing')).resolves.toMatchObject({ status: 'ready' });
});

it('server: a loaded remote is reused by every request', async () => {
  const { runtime, server } = load();
  runtime.loadRemote.mockResolvedValue({ pages });
  await server.loadRemoteForRequest('mf_marketing');
  await server.loadRemoteForRequest('mf_marketing');
  expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
});

it('browser: waits 8 s for a remote, and remembers the failure for the page to show its fallback', async () => {
  const { runtime, registry } = load();
  runtime.loadRemote.mockImplementation(never);
  const result = await settled(registry.loadRemotePages('mf_marketing'));
  await jest.advanceTimersByTimeAsync(7999);
  expect(result()).toBeUndefined();
  await jest.advanceTimersByTimeAsync(1);
  expect(result()).toEqual({ error: new Error('Remote mf_marketing did not load within 8000 ms') });
  expect(registry.readRemote('mf_marketing')).toMatchObject({ status: 'failed' });
  registry.reloadRemote('mf_marketing');
  expect(registry.readRemote('mf_marketing')).toBeUndefined();
});
