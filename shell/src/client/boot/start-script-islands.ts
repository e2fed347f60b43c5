// The boot script's part of the shell's script islands (the floating button, the e-mail forms, a
// fallback's Retry): each one marked due is started with a chunk of the boot script's build,
// imported once, with no React (docs/decisions/0032-react-islands.md). A start that throws, or a
// chunk that does not arrive within the browser's time-out, leaves the island its server HTML
// (its links and forms work) and marks it `failed`, logged.
import { REMOTE_TIMEOUT_MS } from '@pv/shared/contract/remote-loading';
import type { ScriptIslandStarts } from '@pv/shared/islands/islands-module';
import type { PageState } from '../../app/page-state';
import { dueIslands, markPageReady, setHydrationState, unpromptedSettled } from './island-signals';
import { withTimeout } from '../../federation/loading-policy';

/** The shell's own script islands (`shell/src/script-islands.ts`): a chunk of the boot script's build. */
const importShellIslands = () => import(/* webpackChunkName: "shell-script-islands" */ '../../script-islands');

/** Returns what starts the script islands marked due: call it each time islands become due. */
export function scriptIslandStarter(
  state: PageState,
  importShell: () => Promise<{ scriptIslands: ScriptIslandStarts }> = importShellIslands,
  doc: Document = document,
) {
  let starts: Promise<ScriptIslandStarts> | undefined;
  const startsOnce = () =>
    (starts ??= withTimeout(importShell(), REMOTE_TIMEOUT_MS.browser, 'The shell’s script islands').then((m) => m.scriptIslands));

  async function start(marker: HTMLElement, name: string) {
    const label = `shell:${name}`;
    try {
      const startIsland = (await startsOnce())[name];
      if (!startIsland) throw new Error(`The shell has no script island "${name}"`);
      try {
        startIsland(marker);
        setHydrationState(marker, 'hydrated');
      } catch (error) {
        console.error(`Island ${label} failed:`, error);
        setHydrationState(marker, 'failed');
      }
    } catch (error) {
      console.error(`Island ${label} could not be loaded:`, error);
      setHydrationState(marker, 'failed');
    }
    if (unpromptedSettled(state.islands, doc)) markPageReady(doc);
  }

  return () => {
    for (const { marker, island } of dueIslands(state.islands, 'script', doc)) {
      setHydrationState(marker, 'hydrating');
      void start(marker, island.name);
    }
  };
}
