/** @jest-environment node */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { configureRemotes, reloadRemote } from './remote-registry';
import { watchRemoteDeployments, type Redeploy } from './redeploy-watch';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const entry = 'http://remote.test/server/remoteEntry.js';

it('loads a remote afresh when its entry changes, and only then', async () => {
  jest.useFakeTimers();
  jest.spyOn(console, 'log').mockImplementation(() => {});
  let body = 'build 1';
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(body));
  configureRemotes([{ name: 'mf_blog', entry }]);
  const onRedeploy = jest.fn();
  const stop = watchRemoteDeployments([{ name: 'mf_blog', entry }], 10_000, onRedeploy);
  try {
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onRedeploy).not.toHaveBeenCalled();

    body = 'build 2';
    await jest.advanceTimersByTimeAsync(9_999);
    expect(onRedeploy).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(onRedeploy).toHaveBeenCalledTimes(1);
    const [redeploy] = onRedeploy.mock.lastCall as [Redeploy];
    expect(redeploy).toEqual({ name: 'mf_blog', fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/) });
    reloadRemote(redeploy.name, redeploy.fingerprint);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_blog', entry: `${entry}?v=${redeploy.fingerprint}` }], {
      force: true,
    });
  } finally {
    stop();
    jest.useRealTimers();
  }
});
