// What the shell expects of each remote, as data (docs/decisions/0009-releases.md): the page ids
// the route table routes to it, the singletons the shell shares with the version it provides
// and the range a remote's build must fall in, and the size of its browser scripts
// (docs/decisions/0018-hydration-strategies.md). A remote's release is checked against it before
// anything is published (tools/releases/contract-check.ts). Print it as JSON with
// `npm run contract -w @pv/shared`.
import { routes } from '../src/contract/routes.ts';
import { remoteNames, type RemoteName } from '../src/contract/remotes.ts';
import { sharedDependencies } from './shared-dependencies.ts';

export interface SharedContract {
  /** What the shell provides. */
  version: string;
  /** What a remote's build of it must be: `^major.minor.0` of the shell's. */
  range: string;
}

/** Kilobytes (1,024 bytes), brotli-compressed, of one script of a remote's browser build. */
export interface ScriptBudget {
  /** `script-islands.js`: every island's start, which a page imports with its first island of the remote due. */
  entryKb: number;
  /** Any other script: a chunk the starts import later. */
  chunkKb: number;
}

/**
 * Each remote's script budget, with room for a few KB of growth: the entry is 1.3 KB (marketing)
 * to 3.8 KB (the blog, its list) on 2026-11-28, and no remote has a chunk yet.
 */
export const scriptBudgets: Record<RemoteName, ScriptBudget> = {
  mf_marketing: { entryKb: 8, chunkKb: 8 },
  mf_programs: { entryKb: 8, chunkKb: 8 },
  mf_blog: { entryKb: 8, chunkKb: 8 },
  mf_assessment: { entryKb: 8, chunkKb: 8 },
};

export interface RemoteContract {
  /** Each remote's page ids that the route table names (live routes). */
  pages: Record<RemoteName, string[]>;
  /** Shared singletons by package; `@pv/shared/` covers every module of the shared package. */
  shared: Record<string, SharedContract>;
  /** The most each browser script of a remote may weigh, compressed. */
  scriptBudgets: Record<RemoteName, ScriptBudget>;
}

export function remoteContract(): RemoteContract {
  const pages = Object.fromEntries(remoteNames.map((name) => [name, [] as string[]])) as Record<RemoteName, string[]>;
  for (const route of routes) {
    const ids = pages[route.remote];
    if (route.status === 'live' && !ids.includes(route.page)) ids.push(route.page);
  }
  const shared: Record<string, SharedContract> = {};
  for (const [name, config] of Object.entries(sharedDependencies())) {
    // `react/` and the like are the subpaths of a package already listed; `@pv/shared/` stands for
    // the shared package's singleton modules.
    if (name.endsWith('/')) continue;
    shared[name.startsWith('@pv/shared/') ? '@pv/shared/' : name] = { version: config.version, range: config.requiredVersion };
  }
  return { pages, shared, scriptBudgets };
}

if (import.meta.main) console.log(JSON.stringify(remoteContract(), null, 2));
