import { island } from '@pv/shared/islands/island';
import { loadRemoteModule } from '../../federation/remote-registry';
import { countTimerTasks } from '../../testing/task-counter';
import { loadIsland } from './load-island';

jest.mock('../../federation/remote-registry', () => ({ loadRemoteModule: jest.fn() }));

const Counter = island('counter', () => null);

it("loads a remote's island in a task after the one its islands module arrived in, and checks its name", async () => {
  const tasks = countTimerTasks();
  const events: string[] = [];
  jest.mocked(loadRemoteModule).mockImplementation(async () => {
    events.push(`islands module in task ${tasks.current()}`);
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
  expect(events).toEqual(['islands module in task 0', 'island in task 1']);
  expect(jest.mocked(loadRemoteModule).mock.calls).toEqual([['mf_blog/islands']]);

  await expect(loadIsland('mf_blog', 'mislabelled')).rejects.toThrow('mf_blog lists "counter" under the name "mislabelled"');
  await expect(loadIsland('mf_blog', 'missing')).rejects.toThrow('mf_blog has no island "missing"');
  // The remote's islands module is loaded once per page.
  expect(loadRemoteModule).toHaveBeenCalledTimes(1);
});
