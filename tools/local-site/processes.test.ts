import { spawn, type ChildProcess } from 'node:child_process';
import { keepRunning } from './processes.ts';

/** A Node child that exits with `code` after `ms` (or runs until stopped, when `ms` is null). */
const child = (ms: number | null, code = 1): ChildProcess =>
  spawn(process.execPath, ['-e', ms === null ? 'setInterval(() => {}, 1000)' : `setTimeout(() => process.exit(${code}), ${ms})`], {
    stdio: 'ignore',
  });

const backoff = { initialMs: 50, maxMs: 200, stableMs: 10_000 };
const waitFor = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('keepRunning', () => {
  it('starts a process that exits again, waiting twice as long each time it exits soon, up to the maximum', async () => {
    const starts: number[] = [];
    const lines: string[] = [];
    const kept = keepRunning(
      'remote',
      () => {
        starts.push(Date.now());
        return child(starts.length < 5 ? 10 : null);
      },
      { log: (line) => lines.push(line), onStartFailure: () => {}, backoff },
    );
    kept.started();
    await waitFor(() => starts.length === 5);
    await kept.stop();

    expect(lines).toEqual([
      'remote exited (1); starting it again in 50 ms',
      'remote exited (1); starting it again in 100 ms',
      'remote exited (1); starting it again in 200 ms',
      'remote exited (1); starting it again in 200 ms',
    ]);
    const gaps = starts.slice(1).map((at, i) => at - (starts[i] ?? at));
    expect(gaps[2]).toBeGreaterThanOrEqual(200);
  });

  it('reports an exit before the site has started as a failed start, and starts nothing again', async () => {
    let starts = 0;
    const failures: string[] = [];
    keepRunning(
      'shell',
      () => {
        starts++;
        return child(10, 3);
      },
      { log: () => {}, onStartFailure: (what) => failures.push(what), backoff },
    );
    await waitFor(() => failures.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(failures).toEqual(['shell exited (3)']);
    expect(starts).toBe(1);
  });

  it('stops a pending restart: stop() during the wait starts nothing more', async () => {
    let starts = 0;
    const kept = keepRunning(
      'remote',
      () => {
        starts++;
        return child(10);
      },
      { log: () => {}, onStartFailure: () => {}, backoff: { ...backoff, initialMs: 300 } },
    );
    kept.started();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await kept.stop();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(starts).toBe(1);
  });
});
