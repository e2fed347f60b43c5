// How the server loads a remote for a request: bounded by the server's time-out, and after a
// failure it does not make every following request wait for a remote that is down (it answers
// with the fallback at once and tries again after a pause).
import type { RemoteName, RemotePages } from '@pv/shared/contract/page';
import { loadRemoteModule, loadRemotePages, sharedRemotes, type RemoteRegistry } from './remote-registry';
import { REMOTE_TIMEOUT_MS, SERVER_RETRY_PAUSE_MS } from '@pv/shared/contract/remote-loading';
import { START_TIMEOUT_MS, withTimeout } from './loading-policy';
import { log } from '../server/log';

/** `unreachable`: the remote could not be loaded at all (down or too slow), not just one page failing. */
export type RenderedRemote = { status: 'ready'; pages: RemotePages } | { status: 'failed'; error: Error; unreachable?: boolean };

/** `registry`: where the release the request gets is loaded (another than the current one: release-runtimes.ts). */
export async function loadRemoteForRequest(name: RemoteName, registry: RemoteRegistry = sharedRemotes): Promise<RenderedRemote> {
  const state = registry.read(name);
  if (state?.status === 'failed') {
    if (Date.now() - state.at < SERVER_RETRY_PAUSE_MS) return { status: 'failed', error: state.error, unreachable: true };
    registry.reload(name);
  }
  try {
    return { status: 'ready', pages: await registry.loadPages(name, REMOTE_TIMEOUT_MS.server) };
  } catch (error) {
    // The caller logs the failure with the request's route (server/log.ts).
    return { status: 'failed', error: error instanceof Error ? error : new Error(String(error)), unreachable: true };
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Loads every remote at start, before the server listens, so a worker process serves the versions
 * its siblings serve (each loaded at the same moment) and no visitor waits for a first load; then
 * prepares each of its pages (PageDefinition.prepare). Settles once each remote and each page is
 * ready or has not been within START_TIMEOUT_MS. A remote that did not load (one that is down) is
 * not counted as failed: the first request loads it. A page not prepared is left to its first render.
 */
export async function warmUpRemotes(names: readonly RemoteName[]): Promise<void> {
  const prepare = (name: RemoteName, pages: RemotePages) =>
    Promise.all(
      Object.entries(pages).map(async ([id, page]) => {
        if (!page.prepare) return;
        await withTimeout(page.prepare(), START_TIMEOUT_MS, `Page ${name}/${id}`).catch((error: unknown) => {
          log().warn(`Page ${name}/${id} was not prepared at start (${messageOf(error)}); its first render prepares it`);
        });
      }),
    );
  await Promise.all(
    names.map((name) =>
      loadRemotePages(name, START_TIMEOUT_MS, { rememberFailure: false }).then(
        (pages) => prepare(name, pages),
        (error: unknown) => {
          log().warn(`Remote ${name} was not loaded at start (${messageOf(error)}); its first request loads it`);
        },
      ),
    ),
  );
}

/** Another module a remote exposes (e.g. `mf_blog/feeds`), bounded by the server's time-out. */
export const loadModuleForRequest = <T>(request: `${RemoteName}/${string}`): Promise<T> =>
  loadRemoteModule<T>(request, REMOTE_TIMEOUT_MS.server);
