// How long the site waits for a remote's code and when it tries again: part of the contract
// between the shell and the remotes (a remote's entry must answer within these times), in one place
// for the shell's server and browser code and for the end-to-end suite that checks them
// (docs/decisions/0001-runtime-composition-and-server-rendering.md).

/**
 * A remote whose code has not arrived within this time is treated as down. The server answers
 * sooner (the visitor is waiting for the whole page, and the browser tries again by itself); the
 * browser waits longer, over slower networks. A remote that failed on the server is tried once
 * more by the browser by itself; after that the visitor's Retry loads it afresh.
 */
export const REMOTE_TIMEOUT_MS = { server: 3_000, browser: 8_000 } as const;

/**
 * Server: after a remote failed, requests get the fallback at once for this long instead of each
 * waiting out the time-out again; the next request after it loads the remote afresh.
 */
export const SERVER_RETRY_PAUSE_MS = 5_000;
