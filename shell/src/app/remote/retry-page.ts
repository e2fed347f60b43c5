// Retry on a page whose remote could not be loaded: the page is the server's work, so trying again
// means loading it again. Right after a failure the server answers with the fallback at once for a
// few seconds (@pv/shared/contract/remote-loading), so a bare reload could show it again:
// Retry first asks for the page until the server has it back (or the browser's time-out for a
// remote has passed), then reloads.
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';

/** How often Retry asks the server for the page again. */
export const RETRY_POLL_MS = 1_000;

interface RetryEnvironment {
  /** Asks for the page; resolves with its status, or rejects when the server cannot be reached. */
  status(url: string): Promise<number>;
  wait(ms: number): Promise<void>;
  reload(): void;
  now(): number;
}

const browser: RetryEnvironment = {
  status: async (url) => (await fetch(url, { cache: 'no-store', headers: { accept: 'text/html' } })).status,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/** Reloads `url` once the server answers it with anything but 503 (unreachable remote), or after the browser's time-out. */
export async function retryPage(url: string, env: RetryEnvironment = browser): Promise<void> {
  const deadline = env.now() + REMOTE_TIMEOUT_MS.browser;
  for (;;) {
    const status = await env.status(url).catch(() => 503);
    if (status !== 503 || env.now() + RETRY_POLL_MS > deadline) break;
    await env.wait(RETRY_POLL_MS);
  }
  env.reload();
}
