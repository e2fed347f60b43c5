// The boot script's part of script islands (docs/decisions/0026-script-islands.md): each script
// island marked due is started with its remote's `script-islands.js`, an ES module imported once
// per remote from beside the remote's browser entry, with no React and no federation. An island
// whose module does not arrive within the browser's time-out for a remote, fails to evaluate or
// does not list it, or whose start throws, keeps its server HTML (its links work) and is marked
// `failed`, logged and reported as any remote's island that failed.
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';
import type { RemoteName } from '@pv/shared/contract/remotes';
import { SCRIPT_ISLANDS_FILE, type ScriptIslandStarts } from '@pv/shared/islands/script-islands';
import type { IslandState, PageState } from '../../app/page-state';
import { dueMarkers, markPageReady, setHydrationState, unpromptedSettled } from '../hydration-signals';
import { withTimeout } from '../../federation/loading-policy';
import { reportRemoteFailure } from '../islands/report-remote-failure';

/** Imports the module at a URL given at run time (the remote's, not this build's). */
export type ImportModule = (url: string) => Promise<{ scriptIslands?: ScriptIslandStarts }>;

const importFromUrl: ImportModule = (url) => import(/* webpackIgnore: true */ url);

/** Returns what starts the script islands marked due: call it each time islands become due. */
export function scriptIslandStarter(state: PageState, importModule: ImportModule = importFromUrl, doc: Document = document) {
  const loaded = new Map<RemoteName, Promise<ScriptIslandStarts>>();

  function startsOf(owner: RemoteName): Promise<ScriptIslandStarts> {
    let starts = loaded.get(owner);
    if (!starts) {
      const entry = state.remotes.find((remote) => remote.name === owner)?.entry;
      const url = entry ? new URL(SCRIPT_ISLANDS_FILE, entry).href : null;
      starts = url
        ? withTimeout(importModule(url), REMOTE_TIMEOUT_MS.browser, url).then(({ scriptIslands }) => {
            if (!scriptIslands) throw new Error(`${url} exports no scriptIslands`);
            return scriptIslands;
          })
        : Promise.reject(new Error(`The page names no browser entry for ${owner}`));
      loaded.set(owner, starts);
    }
    return starts;
  }

  async function start(marker: HTMLElement, island: IslandState, owner: RemoteName) {
    const label = `${owner}:${island.name}`;
    try {
      const startIsland = (await startsOf(owner))[island.name];
      if (!startIsland) throw new Error(`${owner} has no script island "${island.name}"`);
      try {
        startIsland(marker);
        setHydrationState(marker, 'hydrated');
      } catch (error) {
        console.error(`Island ${label} failed:`, error);
        reportRemoteFailure(state, owner, 'render', island.name);
        setHydrationState(marker, 'failed');
      }
    } catch (error) {
      console.error(`Island ${label} could not be loaded:`, error);
      reportRemoteFailure(state, owner, 'load', island.name);
      setHydrationState(marker, 'failed');
    }
    if (unpromptedSettled(state.islands, doc)) markPageReady(doc);
  }

  return () => {
    for (const marker of dueMarkers(doc)) {
      const island = state.islands.find((entry) => entry.id === marker.dataset.islandId);
      if (!island?.script) continue;
      const { owner } = island;
      // The shell's own behaviour is the boot script's: only a remote has script islands.
      if (owner === 'shell') {
        console.error(`Island shell:${island.name} cannot be a script island: the boot script starts the shell's own`);
        setHydrationState(marker, 'failed');
        continue;
      }
      setHydrationState(marker, 'hydrating');
      void start(marker, island, owner);
    }
  };
}
