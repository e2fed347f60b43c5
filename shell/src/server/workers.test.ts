import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { listenForRedeploys, superviseWorkers, type WorkerCluster } from './workers';

/** node:cluster as the supervisor sees it: fork() makes a worker, the test says when one listens or exits. */
function fakeCluster() {
  const events = new EventEmitter();
  const forked: Worker[] = [];
  const signals = new Map<Worker, string[]>();
  const messages = new Map<Worker, unknown[]>();
  let nextPid = 100;
  const cluster = {
    fork() {
      const worker = {
        process: { pid: nextPid++, kill: (signal: string) => signals.get(worker)?.push(signal) },
        isConnected: () => true,
        send: (message: unknown) => messages.get(worker)?.push(message),
      } as unknown as Worker;
      signals.set(worker, []);
      messages.set(worker, []);
      forked.push(worker);
      return worker;
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      events.on(event, listener);
      return cluster;
    },
  } as WorkerCluster;
  return {
    cluster,
    forked,
    signalsOf: (worker: Worker | undefined) => (worker ? signals.get(worker) : undefined),
    messagesOf: (worker: Worker | undefined) => (worker ? messages.get(worker) : undefined),
    listen: (worker: Worker | undefined) => events.emit('listening', worker),
    exit: (worker: Worker | undefined, code: number, signal = '') => events.emit('exit', worker, code, signal),
  };
}

describe('superviseWorkers', () => {
  it('starts as many workers as asked', () => {
    const fake = fakeCluster();
    superviseWorkers(fake.cluster, { count: 3, onStartFailure: jest.fn(), log: jest.fn() });
    expect(fake.forked).toHaveLength(3);
  });

  it('starts another worker when one that was serving dies', () => {
    const fake = fakeCluster();
    const log = jest.fn();
    superviseWorkers(fake.cluster, { count: 2, onStartFailure: jest.fn(), log });
    fake.forked.forEach(fake.listen);
    fake.exit(fake.forked[0], 0, 'SIGKILL');
    expect(fake.forked).toHaveLength(3);
    expect(log).toHaveBeenCalledWith('Shell server worker 100 exited (SIGKILL); starting another');
    fake.listen(fake.forked[2]);
    fake.exit(fake.forked[2], 1);
    expect(fake.forked).toHaveLength(4);
  });

  it('gives up, stopping the others, when a worker dies before it ever listened (it would again)', () => {
    const fake = fakeCluster();
    const onStartFailure = jest.fn();
    superviseWorkers(fake.cluster, { count: 2, onStartFailure, log: jest.fn() });
    fake.listen(fake.forked[1]);
    fake.exit(fake.forked[0], 1);
    expect(onStartFailure).toHaveBeenCalledWith('A shell server worker exited (code 1) before it listened');
    expect(fake.signalsOf(fake.forked[1])).toEqual(['SIGTERM']);
    fake.exit(fake.forked[1], 0);
    expect(fake.forked).toHaveLength(2);
    expect(onStartFailure).toHaveBeenCalledTimes(1);
  });

  it('stops every worker with SIGTERM, restarts none, and resolves once all have exited', async () => {
    const fake = fakeCluster();
    const supervisor = superviseWorkers(fake.cluster, { count: 2, onStartFailure: jest.fn(), log: jest.fn() });
    fake.forked.forEach(fake.listen);
    let stopped = false;
    const stopping = supervisor.stop().then(() => (stopped = true));
    expect(fake.forked.map(fake.signalsOf)).toEqual([['SIGTERM'], ['SIGTERM']]);
    fake.exit(fake.forked[0], 0);
    await Promise.resolve();
    expect(stopped).toBe(false);
    fake.exit(fake.forked[1], 0);
    await stopping;
    expect(fake.forked).toHaveLength(2);
  });

  it("tells every running worker about a remote's new deployment, which a worker applies", () => {
    const fake = fakeCluster();
    const supervisor = superviseWorkers(fake.cluster, { count: 2, onStartFailure: jest.fn(), log: jest.fn() });
    fake.forked.forEach(fake.listen);
    const deployment = { id: '1.0.0-abc123', release: '1.0.0-abc123', serverEntry: 's', browserEntry: 'b' };
    const releases = {
      deployment,
      canary: { version: '1.1.0-def456', percent: 10, since: '2026-11-26T09:00:00.000Z' },
      kept: ['1.0.0-abc123', '1.1.0-def456'],
    };
    supervisor.broadcast({ name: 'mf_blog', ...releases });
    const sent = { type: 'remote-redeployed', name: 'mf_blog', ...releases };
    expect(fake.forked.map(fake.messagesOf)).toEqual([[sent], [sent]]);

    const channel = new EventEmitter();
    const apply = jest.fn();
    const stop = listenForRedeploys(apply, channel);
    channel.emit('message', { type: 'something-else' });
    channel.emit('message', sent);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith({ name: 'mf_blog', ...releases });
    stop();
    channel.emit('message', sent);
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
