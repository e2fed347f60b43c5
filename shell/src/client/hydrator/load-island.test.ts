import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';
import { island } from '@pv/shared/islands/island';
import { countTimerTasks } from '../../testing/task-counter';
import { loadIsland, registerContainers, reloadContainer } from './load-island';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const Counter = island('counter', () => null);
const ENTRY = 'http://blog.test/releases/2.0.0-b/browser/remoteEntry.js';

beforeEach(() => jest.mocked(loadRemote).mockReset());

it("names the page's containers to the runtime, and loads a remote's island in a task after its container arrived, checking its name", async () => {
  registerContainers([{ name: 'mf_blog', entry: ENTRY }]);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_blog', entry: ENTRY }]);
  const tasks = countTimerTasks();
  const events: string[] = [];
  jest.mocked(loadRemote).mockImplementation(async () => {
    events.push(`container in task ${tasks.current()}`);
    return {
      islands: {
        counter: async () => {
          events.push(`island in task ${tasks.current()}`);
          return { default: Counter };
        },
        mislabelled: async () => ({ default: Counter }),
      },
    };
  });
  await expect(loadIsland('mf_blog', 'counter')).resolves.toBe(Counter);
  expect(events).toEqual(['container in task 0', 'island in task 1']);
  expect(jest.mocked(loadRemote).mock.calls).toEqual([['mf_blog/islands']]);
  await expect(loadIsland('mf_blog', 'mislabelled')).rejects.toThrow('mf_blog lists "counter" under the name "mislabelled"');
  await expect(loadIsland('mf_blog', 'missing')).rejects.toThrow('mf_blog has no island "missing"');
  // The container's islands module is loaded once per page.
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

it("gives up on a container that does not arrive within the browser's time-out, and asks afresh after Retry", async () => {
  jest.useFakeTimers();
  jest.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
  const loading = loadIsland('mf_programs', 'journey-map');
  const failed = expect(loading).rejects.toThrow('Remote mf_programs');
  await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS.browser);
  await failed;
  // Asked again, the failed container is not fetched again...
  await expect(loadIsland('mf_programs', 'journey-map')).rejects.toThrow('Remote mf_programs');
  expect(loadRemote).toHaveBeenCalledTimes(1);
  // ...until Retry names it afresh, with a new query so that no cache hands back the failed copy.
  reloadContainer({ name: 'mf_programs', entry: ENTRY });
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_programs', entry: `${ENTRY}?retry=1` }], { force: true });
  jest.mocked(loadRemote).mockResolvedValue({ islands: { 'journey-map': async () => ({ default: island('journey-map', () => null) }) } });
  jest.useRealTimers();
  expect((await loadIsland('mf_programs', 'journey-map')).displayName).toBe('Island(journey-map)');
  expect(loadRemote).toHaveBeenCalledTimes(2);
});
