// Requests a worker sends the primary over the cluster's IPC channel, for what one process keeps
// for all of them (the rate limits, the releases' status).
import type { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';

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

const waitingOn = new WeakMap<PrimaryChannel, Map<number, (body: unknown) => void>>();
let nextId = 0;

/** In a worker: the primary's answer, or a rejection after `timeoutMs`. */
export function askPrimary<T>(kind: string, body: unknown, timeoutMs: number, channel: PrimaryChannel = process): Promise<T> {
  let waiting = waitingOn.get(channel);
  if (!waiting) {
    const answers = new Map<number, (body: unknown) => void>();
    channel.on('message', (message: unknown) => {
      if (!isMessage<PrimaryAnswer>(message, 'primary-answer')) return;
      answers.get(message.id)?.(message.body);
      answers.delete(message.id);
    });
    waitingOn.set(channel, (waiting = answers));
  }
  const answers = waiting;
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      answers.delete(id);
      reject(new Error(`The primary process did not answer a ${kind} request in ${timeoutMs} ms`));
    }, timeoutMs);
    answers.set(id, (answer) => {
      clearTimeout(timer);
      resolve(answer as T);
    });
    const request: PrimaryRequest = { type: 'primary-request', kind, id, body };
    channel.send?.(request);
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
        const reply: PrimaryAnswer = { type: 'primary-answer', id: message.id, body };
        if (worker.isConnected()) worker.send(reply);
      });
  });
}
