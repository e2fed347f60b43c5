// The server's operating log: one JSON line per answered request and one per remote failure, on
// standard output, so an operator can count answers by status and failures by remote and release
// (docs/decisions/0009-releases.md). Plain lines (start-up, redeploys) stay as they were.
import type { RemoteName } from '@pv/shared/contract/remotes';

export interface RequestLine {
  method: string;
  /** Without the query string (it may hold what a visitor searched for). */
  path: string;
  status: number;
  ms: number;
  /** The render cache's answer (hit, stale, miss, bypass) for pages; absent for everything else. */
  cache?: string;
}

/**
 * `unreachable`: the remote's code could not be loaded (down, too slow, still in its pause after a
 * failure); `load`: a page's data loading or meta threw, or the page is not exposed; `render`: the
 * page threw while rendering; `document`: a document the remote builds (sitemap.xml, rss.xml) failed.
 */
export type RemoteFailureKind = 'unreachable' | 'load' | 'render' | 'document';

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

type Write = (line: string) => void;
const toStdout: Write = (line) => console.log(line);

const round = (ms: number) => Math.round(ms * 10) / 10;

export function logRequest(line: RequestLine, write: Write = toStdout) {
  write(JSON.stringify({ type: 'request', time: new Date().toISOString(), ...line, ms: round(line.ms) }));
}

export function logRemoteFailure(line: RemoteFailureLine, write: Write = toStdout) {
  write(JSON.stringify({ type: 'remote-failure', time: new Date().toISOString(), ...line, ms: round(line.ms) }));
}
