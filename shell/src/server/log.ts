// One line per answered request, per remote failure and per other error, so an operator can count
// answers by status and failures by remote and release (docs/decisions/0009-releases.md).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { ServerFailureKind } from '@pv/shared/contract/release-status';

export type LogFormat = 'json' | 'pretty';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface RemoteFailureLine {
  remote: RemoteName;
  /** Null for a deployment without releases. */
  release: string | null;
  /** The route table's path pattern, e.g. `/blog/:slug`, or the document's path. */
  route: string;
  kind: ServerFailureKind;
  ms: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A request or remote failure as one short line: `GET /blog 200 4.1 ms hit`. */
function readable(line: Record<string, unknown>, messageKey: string): string {
  if (line.type === 'request') return `${line.method} ${line.path} ${line.status} ${line.ms} ms${line.cache ? ` ${line.cache}` : ''}`;
  if (line.type === 'remote-failure') {
    return `${line.remote}${line.release ? `@${line.release}` : ''} ${line.kind} on ${line.route} after ${line.ms} ms: ${line.error}`;
  }
  const message = String(line[messageKey] ?? '');
  return line.type === 'error' ? `${message}: ${line.error}` : message;
}

const lineFields = ['type', 'method', 'path', 'status', 'ms', 'cache', 'remote', 'release', 'route', 'kind', 'error'];

export function createLogger({ format, level, destination }: { format: LogFormat; level: LogLevel; destination?: DestinationStream }) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  if (format === 'json') return destination ? pino(options, destination) : pino(options);
  return pino(
    options,
    pretty({
      ...(destination ? { destination } : {}),
      colorize: !destination && Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: lineFields.join(','),
      messageFormat: readable,
      singleLine: true,
    }),
  );
}

export const defaultLogFormat = (): LogFormat => (process.stdout.isTTY ? 'pretty' : 'json');

let logger: Logger = createLogger({ format: 'json', level: 'info' });

export const log = (): Logger => logger;

export function setLogger(next: Logger) {
  logger = next;
}

/** Fastify's request log: one line once a request is answered, none when it arrives. */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const cache = reply.getHeader('x-render-cache');
    logger.info({
      type: 'request',
      method: request.method,
      // Without the query string: it may hold what a visitor searched for.
      path: request.url.split('?')[0] ?? '/',
      status: reply.statusCode,
      ms: round(reply.elapsedTime),
      ...(typeof cache === 'string' ? { cache } : {}),
    });
  }
}

export function logRemoteFailure(line: RemoteFailureLine, error: unknown) {
  logger.warn({ type: 'remote-failure', ...line, ms: round(line.ms), error: messageOf(error) });
  if (error instanceof Error && error.stack) logger.debug({ type: 'remote-failure-stack', remote: line.remote, stack: error.stack });
}

export function logError(what: string, error: unknown) {
  logger.error({ type: 'error', error: messageOf(error) }, what);
  if (error instanceof Error && error.stack) logger.debug({ type: 'error-stack', stack: error.stack }, what);
}
