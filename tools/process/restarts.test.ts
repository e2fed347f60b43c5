import { keepRestarting, RESTART_BACKOFF, type Run } from './restarts.ts';

/** A run that ends when told to: `end('SIGKILL')` by itself, stop() as stopped. */
function fakeRun() {
  let finish: (how: string | undefined) => void = () => {};
  const ended = new Promise<string | undefined>((resolve) => (finish = resolve));
  let stops = 0;
  const run = {
    ended,
    end: (how: string) => finish(how),
    stops: () => stops,
    stop: async () => {
      stops++;
      finish(undefined);
    },
  } satisfies Run & Record<string, unknown>;
  return run;
}
type FakeRun = ReturnType<typeof fakeRun>;

const backoff = { initialMs: 20, maxMs: 80, stableMs: 10_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(5);
  }
}

it('waits 0.5 s before the first restart, doubling to 10 s, back to 0.5 s after 30 s up', () => {
  expect(RESTART_BACKOFF).toEqual({ initialMs: 500, maxMs: 10_000, stableMs: 30_000 });
});

it('starts again what ends by itself, each time waiting twice as long up to the maximum', async () => {
  const runs: FakeRun[] = [fakeRun()];
  const lines: string[] = [];
  const kept = keepRestarting(runs[0] as FakeRun, {
    start: () => {
      const run = fakeRun();
      runs.push(run);
      return run;
    },
    restarting: (delay, how) => lines.push(`${how} ${delay}`),
    backoff,
  });
  for (let i = 0; i < 4; i++) {
    runs[i]?.end('SIGKILL');
    await waitFor(() => runs.length === i + 2);
  }
  expect(kept.current()).toBe(runs[4]);
  await kept.stop();

  expect(lines).toEqual(['SIGKILL 20', 'SIGKILL 40', 'SIGKILL 80', 'SIGKILL 80']);
  expect(runs[4]?.stops()).toBe(1);
});

it('after a failed start tries again, waiting longer; reports the failure and what restarted', async () => {
  const first = fakeRun();
  const second = fakeRun();
  const events: string[] = [];
  let attempts = 0;
  const kept = keepRestarting(first, {
    start: () => {
      attempts++;
      if (attempts === 1) throw new Error('port in use');
      return second;
    },
    restarting: (delay, how) => events.push(`restarting ${delay} after ${how}`),
    restarted: (run) => void events.push(`restarted ${run === second}`),
    restartFailed: (error) => events.push(`failed: ${(error as Error).message}`),
    backoff,
  });
  first.end('code 1');
  await waitFor(() => events.length === 4);
  await kept.stop();

  expect(events).toEqual(['restarting 20 after code 1', 'failed: port in use', 'restarting 40 after code 1', 'restarted true']);
});

/** Keeps `first` running with fresh fake runs, counting the starts. */
function keepCounting(first: FakeRun, initialMs = backoff.initialMs) {
  let starts = 0;
  const kept = keepRestarting(first, {
    start: () => {
      starts++;
      return fakeRun();
    },
    restarting: () => {},
    backoff: { ...backoff, initialMs },
  });
  return { kept, starts: () => starts };
}

it('does not start again what was stopped', async () => {
  const first = fakeRun();
  const { kept, starts } = keepCounting(first);
  await first.stop();
  await sleep(60);
  await kept.stop();
  expect(starts()).toBe(0);
});

it('stop() during the wait starts nothing more, and stops at once', async () => {
  const first = fakeRun();
  const { kept, starts } = keepCounting(first, 5_000);
  first.end('SIGKILL');
  await sleep(20);
  const stopping = Date.now();
  await kept.stop();

  expect(Date.now() - stopping).toBeLessThan(1_000);
  await sleep(50);
  expect(starts()).toBe(0);
});

it('stop() during a start aborts it; what a start brings up regardless is stopped', async () => {
  const first = fakeRun();
  const late = fakeRun();
  let aborted = false;
  let resolveStart: (run: FakeRun) => void = () => {};
  const kept = keepRestarting(first, {
    start: (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise<FakeRun>((resolve) => (resolveStart = resolve));
    },
    restarting: () => {},
    backoff,
  });
  first.end('SIGKILL');
  await sleep(60);
  const stopped = kept.stop();
  expect(aborted).toBe(true);
  resolveStart(late);
  await stopped;

  expect(late.stops()).toBe(1);
});
