// Worker processes sharing one port (docs/decisions/0008-server-throughput.md): the primary tells
// them all at once of a remote's new deployment, and answers what a worker asks of it over the
// cluster's IPC channel, for what one process keeps for all of them (the rate limits, the releases' status).
import type { Cluster, Worker } from 'node:cluster';
import type { EventEmitter } from 'node:events';
import type { Redeploy } from '../federation/redeploy-watch';

interface PrimaryRequest {
  type: 'primary-request';
  kind: string;
  id: number;
  body: unknown;
}

interface PrimaryAnswer {
  type: 'primary-answer';
  id: number;
  body: unknown;
}

export const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

export type PrimaryChannel = Pick<EventEmitter, 'on' | 'off'> & { send?: (message: unknown) => boolean };

/** The answers awaited, by request id (unique across channels). */
const waiting = new Map<number, (body: unknown) => void>();
const listening = new WeakSet<PrimaryChannel>();
let nextId = 0;

/** In a worker: the primary's answer, or a rejection after `timeoutMs`. */
export function askPrimary<T>(kind: string, body: unknown, timeoutMs: number, channel: PrimaryChannel = process): Promise<T> {
  if (!listening.has(channel)) {
    listening.add(channel);
    channel.on('message', (message: unknown) => {
      if (isMessage<PrimaryAnswer>(message, 'primary-answer')) waiting.get(message.id)?.(message.body);
    });
  }
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`The primary process did not answer a ${kind} request in ${timeoutMs} ms`));
    }, timeoutMs);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(answer as T);
    });
    channel.send?.({ type: 'primary-request', kind, id, body } satisfies PrimaryRequest);
  });
}

export interface WorkerMessages {
  on(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown;
}

/** In the primary: answers every worker's request of `kind` (null when `answer` throws). */
export function answerWorkers(cluster: WorkerMessages, kind: string, answer: (body: unknown) => unknown) {
  cluster.on('message', (worker, message) => {
    if (!isMessage<PrimaryRequest>(message, 'primary-request') || message.kind !== kind) return;
    void Promise.resolve(message.body)
      .then(answer)
      .catch(() => null)
      .then((body) => {
        if (worker.isConnected()) worker.send({ type: 'primary-answer', id: message.id, body } satisfies PrimaryAnswer);
      });
  });
}

interface RedeployMessage extends Redeploy {
  type: 'remote-redeployed';
}

/** In a worker: calls `apply` for each redeploy the primary reports. Returns a stop function. */
export function listenForRedeploys(apply: (redeploy: Redeploy) => void, channel: PrimaryChannel = process): () => void {
  const listener = (message: unknown) => {
    if (!isMessage<RedeployMessage>(message, 'remote-redeployed')) return;
    const { name, deployment, canary, kept } = message;
    apply({ name, deployment, canary, kept });
  };
  channel.on('message', listener);
  return () => channel.off('message', listener);
}

export type WorkerCluster = Pick<Cluster, 'fork' | 'on'>;

interface SupervisorOptions {
  count: number;
  /** A worker died before it ever listened (a bad port...): the server cannot start. */
  onStartFailure: (message: string) => void;
  log: (message: string) => void;
}

export function superviseWorkers(cluster: WorkerCluster, { count, onStartFailure, log }: SupervisorOptions) {
  const workers = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let allExited: () => void = () => {};

  const fork = () => workers.add(cluster.fork());

  cluster.on('listening', (worker) => listened.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) {
      if (workers.size === 0) allExited();
      return;
    }
    const how = signal || `code ${code}`;
    if (!listened.has(worker)) {
      // Starting another would fail the same way, forever: give up instead.
      stopping = true;
      for (const other of workers) other.process.kill('SIGTERM');
      onStartFailure(`A shell server worker exited (${how}) before it listened`);
      return;
    }
    log(`Shell server worker ${worker.process.pid ?? '?'} exited (${how}); starting another`);
    fork();
  });

  for (let i = 0; i < count; i++) fork();

  return {
    broadcast(redeploy: Redeploy) {
      const message: RedeployMessage = { type: 'remote-redeployed', ...redeploy };
      for (const worker of workers) if (worker.isConnected()) worker.send(message);
    },
    /** Resolves once every worker has exited. */
    stop(): Promise<void> {
      stopping = true;
      if (workers.size === 0) return Promise.resolve();
      const exited = new Promise<void>((resolve) => (allExited = resolve));
      for (const worker of workers) worker.process.kill('SIGTERM');
      return exited;
    },
  };
}
