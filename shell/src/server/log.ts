// The server's operating log, through pino (the logger Fastify uses): one line per answered
// request (Fastify's request log, as its log controller writes it), one per remote failure (kind, remote, release, route, duration, error) and one per
// other error, so an operator can count answers by status and failures by remote and release
// (docs/decisions/0009-releases.md). JSON lines when the output is not a terminal (or
// LOG_FORMAT=json); short readable lines in a terminal (or LOG_FORMAT=pretty). A stack trace is
// never logged per request: a remote failure's stack only at debug level (LOG_LEVEL=debug).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { ServerFailureKind } from '@pv/shared/contract/release-status';

export type LogFormat = 'json' | 'pretty';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface RequestLine {
  method: string;
  /** Without the query string (it may hold what a visitor searched for). */
  path: string;
  status: number;
  ms: number;
  /** The render cache's answer (hit, stale, miss, bypass) for pages; absent for everything else. */
  cache?: string;
}

/** How a remote failed on the server (@pv/shared/contract/release-status: the kinds, counted per release). */
export type RemoteFailureKind = ServerFailureKind;

export interface RemoteFailureLine {
  remote: RemoteName;
  /** The release served, null for a deployment without releases. */
  release: string | null;
  /** The route table's path pattern, e.g. `/blog/:slug`, or the document's path. */
  route: string;
  kind: RemoteFailureKind;
  ms: number;
  error: string;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

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

export interface LoggerOptions {
  format: LogFormat;
  level: LogLevel;
  /** Where lines go; standard output by default. */
  destination?: DestinationStream;
}

export function createLogger({ format, level, destination }: LoggerOptions): Logger {
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

/** JSON unless standard output is a terminal. */
export const defaultLogFormat = (): LogFormat => (process.stdout.isTTY ? 'pretty' : 'json');

let logger: Logger = createLogger({ format: 'json', level: 'info' });

/** The server's logger (main.ts sets it from the configuration before anything is answered). */
export const log = (): Logger => logger;

export function setLogger(next: Logger) {
  logger = next;
}

/** Fastify's request log: one line once a request is answered, none when it arrives (`REQUEST_LOG=off`: none). */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const cache = reply.getHeader('x-render-cache');
    const line: RequestLine = {
      method: request.method,
      path: request.url.split('?')[0] ?? '/',
      status: reply.statusCode,
      ms: round(reply.elapsedTime),
      ...(typeof cache === 'string' ? { cache } : {}),
    };
    logger.info({ type: 'request', ...line });
  }
}

/** One line per failure; its stack, when it has one, at debug level only. */
export function logRemoteFailure(line: RemoteFailureLine, cause?: unknown) {
  logger.warn({ type: 'remote-failure', ...line, ms: round(line.ms) });
  if (cause instanceof Error && cause.stack) logger.debug({ type: 'remote-failure-stack', remote: line.remote, stack: cause.stack });
}

/** An error of the server's own, as one line: what failed and the error's message (its stack at debug level). */
export function logError(what: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  logger.error({ type: 'error', error: message }, what);
  if (error instanceof Error && error.stack) logger.debug({ type: 'error-stack', stack: error.stack }, what);
}
