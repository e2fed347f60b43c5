// The boot script's part of islands (docs/decisions/0026-script-islands.md): each island marked
// due is started with its remote's `script-islands.js` (the remote's browser entry in the page
// state), an ES module imported once per remote, with no React and no federation; the shell's own
// (the newsletter, the floating button, a fallback's Retry) with a chunk of the boot script's
// build, imported once.
// An island whose module does not arrive within the browser's time-out for a remote, fails to
// evaluate or does not list it, or whose start throws, keeps its server HTML (its links work) and
// is marked `failed` and logged; a remote's is also reported as any remote's island that failed.
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';
import type { IslandOwner } from '@pv/shared/islands/island';
import type { ScriptIslandStarts } from '@pv/shared/islands/script-islands';
import type { IslandState, PageState } from '../../app/page-state';
import { dueMarkers, markPageReady, setHydrationState, unpromptedSettled } from './island-signals';
import { withTimeout } from '../../federation/loading-policy';
import { reportRemoteFailure } from './report-remote-failure';

/** Imports the module at a URL given at run time (the remote's, not this build's). */
export type ImportModule = (url: string) => Promise<{ scriptIslands?: ScriptIslandStarts }>;

const importFromUrl: ImportModule = (url) => import(/* webpackIgnore: true */ url);

/** The shell's own script islands (`shell/src/script-islands.ts`): a chunk of the boot script's build. */
const importShellIslands = () => import(/* webpackChunkName: "shell-script-islands" */ '../../script-islands');

export interface ScriptIslandImports {
  /** Imports a remote's module by its URL. */
  importModule?: ImportModule;
  /** Imports the shell's own script islands. */
  importShell?: () => Promise<{ scriptIslands: ScriptIslandStarts }>;
}

/** Returns what starts the script islands marked due: call it each time islands become due. */
export function scriptIslandStarter(
  state: PageState,
  { importModule = importFromUrl, importShell = importShellIslands }: ScriptIslandImports = {},
  doc: Document = document,
) {
  const loaded = new Map<IslandOwner, Promise<ScriptIslandStarts>>();

  function importStarts(owner: IslandOwner): Promise<ScriptIslandStarts> {
    if (owner === 'shell')
      return withTimeout(importShell(), REMOTE_TIMEOUT_MS.browser, 'The shell’s script islands').then((m) => m.scriptIslands);
    const url = state.remotes.find((remote) => remote.name === owner)?.entry;
    if (!url) return Promise.reject(new Error(`The page names no browser entry for ${owner}`));
    return withTimeout(importModule(url), REMOTE_TIMEOUT_MS.browser, url).then(({ scriptIslands }) => {
      if (!scriptIslands) throw new Error(`${url} exports no scriptIslands`);
      return scriptIslands;
    });
  }

  /** Each owner's starts, imported once. */
  function startsOf(owner: IslandOwner): Promise<ScriptIslandStarts> {
    let starts = loaded.get(owner);
    if (!starts) {
      starts = importStarts(owner);
      loaded.set(owner, starts);
    }
    return starts;
  }

  /** A remote's failure is reported with its release (a shell's is the deployment of this page: logged only). */
  const report = (owner: IslandOwner, kind: 'load' | 'render', name: string) => {
    if (owner !== 'shell') reportRemoteFailure(state, owner, kind, name);
  };

  async function start(marker: HTMLElement, island: IslandState) {
    const { owner } = island;
    const label = `${owner}:${island.name}`;
    try {
      const startIsland = (await startsOf(owner))[island.name];
      if (!startIsland) throw new Error(`${owner} has no script island "${island.name}"`);
      try {
        startIsland(marker);
        setHydrationState(marker, 'hydrated');
      } catch (error) {
        console.error(`Island ${label} failed:`, error);
        report(owner, 'render', island.name);
        setHydrationState(marker, 'failed');
      }
    } catch (error) {
      console.error(`Island ${label} could not be loaded:`, error);
      report(owner, 'load', island.name);
      setHydrationState(marker, 'failed');
    }
    if (unpromptedSettled(state.islands, doc)) markPageReady(doc);
  }

  return () => {
    for (const marker of dueMarkers(doc)) {
      const island = state.islands.find((entry) => entry.id === marker.dataset.islandId);
      if (!island) continue;
      setHydrationState(marker, 'hydrating');
      void start(marker, island);
    }
  };
}
