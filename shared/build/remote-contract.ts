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
  /** `remoteEntry.js`: the container a page loads before any of the remote's islands. */
  entryKb: number;
  /** Any other script: an island's code and what its islands share. */
  chunkKb: number;
}

/**
 * Each remote's script budget: the entry (the federation container, about 12 KB for every remote)
 * and each chunk its islands load, with room for a few KB of growth. The blog's list island
 * (search, filters, paging, its data client) is the largest.
 */
export const scriptBudgets: Record<RemoteName, ScriptBudget> = {
  mf_marketing: { entryKb: 14, chunkKb: 8 },
  mf_programs: { entryKb: 14, chunkKb: 8 },
  mf_blog: { entryKb: 14, chunkKb: 14 },
  mf_assessment: { entryKb: 14, chunkKb: 8 },
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
