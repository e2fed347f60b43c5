// Forwards a request for a remote's file (routing/remote-files.ts) to the remote's deployment and
// hands back its answer: the file, 304 when the browser's copy is current, or the remote's 404.
import type { IncomingHttpHeaders } from 'node:http';
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';

export interface RemoteFileAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What a browser may ask of the file, and what it is told about it: type and validators. */
const REQUEST_HEADERS = ['if-none-match', 'if-modified-since'] as const;
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'] as const;

export async function fetchRemoteFile(
  url: string,
  requestHeaders: IncomingHttpHeaders,
  fetchFile: typeof fetch = fetch,
  timeoutMs: number = REMOTE_TIMEOUT_MS.server,
): Promise<RemoteFileAnswer> {
  const headers: Record<string, string> = {};
  for (const name of REQUEST_HEADERS) {
    const value = requestHeaders[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    const response = await fetchFile(url, { headers, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    const answer: Record<string, string> = { 'cache-control': 'no-store' };
    for (const name of RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) answer[name] = value;
    }
    return { status: response.status, headers: answer, body: Buffer.from(await response.arrayBuffer()) };
  } catch (error) {
    console.error(`${url} could not be fetched:`, error instanceof Error ? error.message : error);
    return {
      status: 502,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      body: Buffer.from('Temporarily unavailable'),
    };
  }
}
