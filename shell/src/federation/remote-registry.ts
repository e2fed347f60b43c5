// Loads remotes' page modules at runtime from URLs given by configuration (never from the build),
// remembers each remote's state (the one memory of failures, for the server and the browser), and
// lets a failed or redeployed remote be loaded afresh.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PagesModule, RemoteName, RemotePages } from '@pv/shared/contract/page';
import { remoteTimeoutMs } from './loading-policy';
// Whatever loads remotes provides the libraries only they use.
import './remote-libraries';

export interface RemoteEntry {
  name: RemoteName;
  /** Browser: the remote's browser `remoteEntry.js`; server: its Node `remoteEntry.js`. */
  entry: string;
}

export type RemoteState =
  | { status: 'pending'; promise: Promise<RemotePages> }
  | { status: 'ready'; pages: RemotePages }
  | { status: 'failed'; error: Error; /** When it failed, in ms since the epoch. */ at: number };

const states = new Map<RemoteName, RemoteState>();
const entries = new Map<RemoteName, string>();
let generation = 0;

export function configureRemotes(remotes: readonly RemoteEntry[]) {
  for (const { name, entry } of remotes) {
    entries.set(name, entry);
    states.delete(name);
  }
  registerRemotes(
    remotes.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
}

/** Synchronous view for rendering: a remote already loaded renders without suspending. */
export function readRemote(name: RemoteName): RemoteState | undefined {
  return states.get(name);
}

/**
 * `rememberFailure: false` (the server's warm-up at start): a failure leaves the remote unloaded
 * instead of failed, so the next request simply tries again.
 */
export function loadRemotePages(
  name: RemoteName,
  timeoutMs: number = remoteTimeoutMs(),
  { rememberFailure = true } = {},
): Promise<RemotePages> {
  const current = states.get(name);
  if (current?.status === 'ready') return Promise.resolve(current.pages);
  if (current?.status === 'pending') return current.promise;
  const promise: Promise<RemotePages> = withTimeout(loadRemote<PagesModule>(`${name}/pages`), timeoutMs, name).then(
    (mod) => {
      if (!mod || typeof mod.pages !== 'object') throw new Error(`Remote ${name} does not expose a pages module`);
      if (states.get(name)?.status === 'pending') states.set(name, { status: 'ready', pages: mod.pages });
      return mod.pages;
    },
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      const state = states.get(name);
      if (rememberFailure) states.set(name, { status: 'failed', error: failure, at: Date.now() });
      else if (state?.status === 'pending' && state.promise === promise) states.delete(name);
      throw failure;
    },
  );
  states.set(name, { status: 'pending', promise });
  return promise;
}

/** Another module a remote exposes (e.g. `mf_blog/feeds`), bounded by the same time-out. */
export function loadRemoteModule<T>(request: `${RemoteName}/${string}`, timeoutMs = remoteTimeoutMs()): Promise<T> {
  return withTimeout(loadRemote<T>(request), timeoutMs, request.split('/')[0] ?? request).then((mod) => {
    if (!mod) throw new Error(`${request} is not exposed`);
    return mod;
  });
}

/**
 * Drops what was loaded for a remote so the next load fetches its entry again: after a failure
 * (Retry) or when the server sees a new deployment. The entry URL gets a fresh query so no cache
 * along the way (the runtime's, the browser's, a proxy's) hands back the old or failed copy.
 */
export function reloadRemote(name: RemoteName, version: string = String(++generation)) {
  const entry = entries.get(name);
  states.delete(name);
  if (!entry) return;
  const url = new URL(entry);
  url.searchParams.set('v', version);
  registerRemotes([{ name, entry: url.toString() }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Remote ${name} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
