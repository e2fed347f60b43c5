// The shell server as several processes sharing one port (node:cluster), so renders that miss the
// render cache use every core (docs/decisions/0008-server-throughput.md). Each worker is a whole
// server with its own render cache and remote loading; the primary starts them, starts another
// when one dies, stops them all on SIGTERM or SIGINT, and watches the remotes' deployments for
// all of them, telling every worker at once when one changed (so two workers never serve two
// versions of a remote for longer than a message takes).
import type { Worker } from 'node:cluster';
import type { EventEmitter } from 'node:events';
import type { Redeploy } from '../federation/redeploy-watch';

/** What the primary tells the workers. */
export interface RedeployMessage extends Redeploy {
  type: 'remote-redeployed';
}

const isRedeployMessage = (message: unknown): message is RedeployMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'remote-redeployed';

/** In a worker: calls `apply` for each redeploy the primary reports. Returns a stop function. */
export function listenForRedeploys(apply: (redeploy: Redeploy) => void, channel: Pick<EventEmitter, 'on' | 'off'> = process): () => void {
  const listener = (message: unknown) => {
    if (isRedeployMessage(message))
      apply({ name: message.name, deployment: message.deployment, canary: message.canary, kept: message.kept });
  };
  channel.on('message', listener);
  return () => channel.off('message', listener);
}

/** The part of node:cluster the supervisor uses (a fake in tests). */
export interface WorkerCluster {
  fork(): Worker;
  on(event: 'listening', listener: (worker: Worker) => void): unknown;
  on(event: 'exit', listener: (worker: Worker, code: number, signal: string) => void): unknown;
}

export interface Supervisor {
  /** Tells every running worker which deployment of a remote is current. */
  broadcast(redeploy: Redeploy): void;
  /** Stops every worker; resolves once all have exited. */
  stop(): Promise<void>;
}

interface SupervisorOptions {
  count: number;
  /** Called once when a worker dies before it ever listened: the server cannot start (a bad port...). */
  onStartFailure: (message: string) => void;
  log?: (message: string) => void;
}

export function superviseWorkers(cluster: WorkerCluster, { count, onStartFailure, log = console.error }: SupervisorOptions): Supervisor {
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
    broadcast(redeploy) {
      const message: RedeployMessage = { type: 'remote-redeployed', ...redeploy };
      for (const worker of workers) if (worker.isConnected()) worker.send(message);
    },
    stop() {
      stopping = true;
      if (workers.size === 0) return Promise.resolve();
      const exited = new Promise<void>((resolve) => (allExited = resolve));
      for (const worker of workers) worker.process.kill('SIGTERM');
      return exited;
    },
  };
}
