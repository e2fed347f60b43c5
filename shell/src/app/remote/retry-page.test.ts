import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';
import { RETRY_POLL_MS, retryPage } from './retry-page';

function environment(statuses: (number | Error)[]) {
  let clock = 0;
  const asked: number[] = [];
  const env = {
    status: jest.fn(async () => {
      asked.push(clock);
      const next = statuses.length > 1 ? statuses.shift() : statuses[0];
      if (next instanceof Error) throw next;
      return next ?? 503;
    }),
    wait: jest.fn(async (ms: number) => {
      clock += ms;
    }),
    reload: jest.fn(),
    now: () => clock,
  };
  return { env, asked };
}

it('asks for the page every second while the server says 503, then reloads once it has it', async () => {
  const { env, asked } = environment([503, new Error('offline'), 503, 200]);
  await retryPage('/security', env);
  expect(asked).toEqual([0, 1000, 2000, 3000]);
  expect(env.reload).toHaveBeenCalledTimes(1);
  expect(RETRY_POLL_MS).toBe(1000);
});

it('reloads at once when the page is there (or fails otherwise than unreachable)', async () => {
  const { env } = environment([200]);
  await retryPage('/security', env);
  expect(env.status).toHaveBeenCalledTimes(1);
  expect(env.reload).toHaveBeenCalledTimes(1);
});

it('gives up waiting after the browser time-out for a remote (8 s) and reloads anyway', async () => {
  const { env, asked } = environment([503]);
  await retryPage('/security', env);
  expect(asked.at(-1)).toBeLessThanOrEqual(REMOTE_TIMEOUT_MS.browser);
  expect(asked).toHaveLength(REMOTE_TIMEOUT_MS.browser / RETRY_POLL_MS + 1);
  expect(env.reload).toHaveBeenCalledTimes(1);
});
