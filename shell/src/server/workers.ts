// Worker processes sharing one port (docs/decisions/0008-server-throughput.md): the primary tells
// them all at once of a remote's new deployment.
import type { Cluster, Worker } from 'node:cluster';
import type { EventEmitter } from 'node:events';
import type { Redeploy } from '../federation/redeploy-watch';
import { isMessage } from './primary-requests';

interface RedeployMessage extends Redeploy {
  type: 'remote-redeployed';
}

/** In a worker: calls `apply` for each redeploy the primary reports. Returns a stop function. */
export function listenForRedeploys(apply: (redeploy: Redeploy) => void, channel: Pick<EventEmitter, 'on' | 'off'> = process): () => void {
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
  log?: (message: string) => void;
}

export function superviseWorkers(cluster: WorkerCluster, { count, onStartFailure, log = console.error }: SupervisorOptions) {
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
