// The shell server as several processes sharing one port (node:cluster), so renders that miss the
// render cache use every core (docs/decisions/0008-server-throughput.md). Each worker is a whole
// server with its own render cache, remote loading and deployment watch; the primary only starts
// them, starts another when one dies, and stops them all on SIGTERM or SIGINT.
import type { Worker } from 'node:cluster';

/** The part of node:cluster the supervisor uses (a fake in tests). */
export interface WorkerCluster {
  fork(): Worker;
  on(event: 'listening', listener: (worker: Worker) => void): unknown;
  on(event: 'exit', listener: (worker: Worker, code: number, signal: string) => void): unknown;
}

export interface Supervisor {
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
    stop() {
      stopping = true;
      if (workers.size === 0) return Promise.resolve();
      const exited = new Promise<void>((resolve) => (allExited = resolve));
      for (const worker of workers) worker.process.kill('SIGTERM');
      return exited;
    },
  };
}
