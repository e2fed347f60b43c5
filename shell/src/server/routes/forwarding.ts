// Forwarding a request to another server (a remote's files) through
// @fastify/reply-from: only the headers named pass, in either direction.
import type { IncomingHttpHeaders } from 'node:http';

/** The named headers of `headers` that have one value. */
export function pickHeaders(
  headers: IncomingHttpHeaders | Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string' || typeof value === 'number') picked[name] = String(value);
  }
  return picked;
}
