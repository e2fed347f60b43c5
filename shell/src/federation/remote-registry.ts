// Loads remotes' page modules at runtime from URLs given by configuration (never from the build),
// remembers each remote's state (the one memory of failures, for the server and the browser), and
// lets a failed or redeployed remote be loaded afresh.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PagesModule, RemoteName, RemotePages } from '@pv/shared/contract/page';
import { remoteTimeoutMs, withTimeout } from './loading-policy';
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

/** What a registry loads remotes through: the shared federation runtime, or an instance of its own. */
export interface FederationRuntime {
  loadRemote: typeof loadRemote;
  registerRemotes: typeof registerRemotes;
}

export type RemoteRegistry = ReturnType<typeof createRemoteRegistry>;

/**
 * The remotes loaded through one federation runtime and their states. `entryGlobalName`: the name
 * under which the runtime keeps each remote's loaded entry on `globalThis` (by default the remote's
 * own name, which a second release of the remote in the same process must not take over).
 */
export function createRemoteRegistry(runtime: FederationRuntime, entryGlobalName?: (name: RemoteName) => string) {
  const states = new Map<RemoteName, RemoteState>();
  const entries = new Map<RemoteName, string>();
  let generation = 0;
  const register = (remotes: readonly RemoteEntry[]) =>
    runtime.registerRemotes(
      remotes.map(({ name, entry }) => ({ name, entry, ...(entryGlobalName ? { entryGlobalName: entryGlobalName(name) } : {}) })),
      { force: true },
    );

  return {
    configure(remotes: readonly RemoteEntry[]) {
      for (const { name, entry } of remotes) {
        entries.set(name, entry);
        states.delete(name);
      }
      register(remotes);
    },

    /** Synchronous view for rendering: a remote already loaded renders without suspending. */
    read(name: RemoteName): RemoteState | undefined {
      return states.get(name);
    },

    /**
     * `rememberFailure: false` (the server's warm-up at start): a failure leaves the remote unloaded
     * instead of failed, so the next request simply tries again.
     */
    loadPages(name: RemoteName, timeoutMs: number = remoteTimeoutMs(), { rememberFailure = true } = {}): Promise<RemotePages> {
      const current = states.get(name);
      if (current?.status === 'ready') return Promise.resolve(current.pages);
      if (current?.status === 'pending') return current.promise;
      const promise: Promise<RemotePages> = withTimeout(runtime.loadRemote<PagesModule>(`${name}/pages`), timeoutMs, `Remote ${name}`).then(
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
    },

    /** Another module a remote exposes (e.g. `mf_blog/feeds`), bounded by the same time-out. */
    loadModule<T>(request: `${RemoteName}/${string}`, timeoutMs = remoteTimeoutMs()): Promise<T> {
      return withTimeout(runtime.loadRemote<T>(request), timeoutMs, `Remote ${request.split('/')[0] ?? request}`).then((mod) => {
        if (!mod) throw new Error(`${request} is not exposed`);
        return mod;
      });
    },

    /**
     * Drops what was loaded for a remote so the next load fetches its entry again: after a failure
     * (Retry) or when the server sees a new deployment. The entry URL gets a fresh query so no cache
     * along the way (the runtime's, the browser's, a proxy's) hands back the old or failed copy.
     */
    reload(name: RemoteName, version: string = String(++generation)) {
      const entry = entries.get(name);
      states.delete(name);
      if (!entry) return;
      const url = new URL(entry);
      url.searchParams.set('v', version);
      register([{ name, entry: url.toString() }]);
    },
  };
}

// The shared runtime (the shell's own instance): every remote's current release, on the server and
// in the browser. Called through, not bound, so a test's mock of the runtime is the one used.
export const sharedRemotes: RemoteRegistry = createRemoteRegistry({
  loadRemote: ((...args: Parameters<typeof loadRemote>) => loadRemote(...args)) as typeof loadRemote,
  registerRemotes: (...args) => registerRemotes(...args),
});
const shared = sharedRemotes;

export const configureRemotes = shared.configure;
export const readRemote = shared.read;
export const loadRemotePages = shared.loadPages;
export const loadRemoteModule = shared.loadModule;
export const reloadRemote = shared.reload;
