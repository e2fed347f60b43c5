// The configuration is read first, so a bad value stops the server once, before any worker starts.
import cluster from 'node:cluster';
import { watchRemoteDeployments } from '../federation/redeploy-watch';
import { runtimeConfigOrExit } from './runtime-config';
import { answerWorkers, isMessage, superviseWorkers } from './workers';
import { serveRateLimits } from './forms/rate-limit';
import { createLogger, defaultLogFormat, log, setLogger } from './log';
import { createReleaseCoordinator, RELEASE_STATUS_REQUEST } from './releases/release-coordinator';
import type { CountsMessage } from './releases/release-counts';

export async function start(): Promise<void> {
  const config = runtimeConfigOrExit(process.env);
  const { workers, remotes, revalidateMs, logFormat, logLevel } = config;
  if (!cluster.isPrimary || workers === 1) {
    await import('./main');
    return;
  }
  setLogger(createLogger({ format: logFormat ?? defaultLogFormat(), level: logLevel }));
  log().info(`Shell server: starting ${workers} worker processes`);
  serveRateLimits(cluster);
  const supervisor = superviseWorkers(cluster, {
    count: workers,
    onStartFailure: (message) => {
      log().error(`The shell server failed to start: ${message}`);
      process.exit(1);
    },
    log: (message) => log().warn(message),
  });
  const coordinator = createReleaseCoordinator(config.releases.abortRule);
  cluster.on('message', (worker, message) => {
    if (isMessage<CountsMessage>(message, 'release-counts')) coordinator.counted(String(worker.id), message.counts);
  });
  cluster.on('exit', (worker) => coordinator.ended(String(worker.id)));
  answerWorkers(cluster, RELEASE_STATUS_REQUEST, () => coordinator.status());
  coordinator.onAbort((redeploy) => supervisor.broadcast(redeploy));
  const stopWatching = watchRemoteDeployments(remotes, revalidateMs, (redeploy) => supervisor.broadcast(coordinator.watched(redeploy)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopWatching();
      void supervisor.stop().then(() => process.exit(0));
    });
  }
}
