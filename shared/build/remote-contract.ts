// What the shell expects of each remote, as data (docs/decisions/0009-releases.md): the page ids
// the route table routes to it, the module its browser container exposes, the singletons the shell
// shares on the server and in the browser with the version it provides and the range a remote's
// build must fall in, and the size of its browser scripts (docs/decisions/0032-react-islands.md).
// A remote's release is checked against it before anything is published
// (tools/releases/contract-check.ts). Print it as JSON with `npm run contract -w @pv/shared`.
import { routes } from '../src/contract/routes.ts';
import { remoteNames, type RemoteName } from '../src/contract/remotes.ts';
import { ISLANDS_MODULE } from '../src/islands/islands-module.ts';
import { browserSharedDependencies, sharedDependencies } from './shared-dependencies.ts';

export interface SharedContract {
  /** What the shell provides. */
  version: string;
  /** What a remote's build of it must be: `^major.minor.0` of the shell's. */
  range: string;
}

/** Kilobytes (1,024 bytes), brotli-compressed, of one script of a remote's browser build. */
export interface ScriptBudget {
  /** `remoteEntry.js`: the container, which a page loads with its first island of the remote due. */
  entryKb: number;
  /** Any other script: an island's chunk, loaded when that island is due. */
  chunkKb: number;
}

/** Each remote's script budget, with room for a few KB of growth over what each weighs (docs/performance.md). */
export const scriptBudgets: Record<RemoteName, ScriptBudget> = {
  mf_marketing: { entryKb: 14, chunkKb: 20 },
  mf_programs: { entryKb: 14, chunkKb: 20 },
  mf_blog: { entryKb: 14, chunkKb: 20 },
  mf_assessment: { entryKb: 14, chunkKb: 20 },
};

export interface RemoteContract {
  /** Each remote's page ids that the route table names (live routes). */
  pages: Record<RemoteName, string[]>;
  /** What every remote's browser container exposes. */
  browserExposes: string[];
  /** The Node build's shared singletons by package; `@pv/shared/` covers every module of the shared package. */
  shared: Record<string, SharedContract>;
  /** The browser's shared singletons by package, which the shell's hydrator provides: a container bundles no copy. */
  browserShared: Record<string, SharedContract>;
  /** The most each browser script of a remote may weigh, compressed. */
  scriptBudgets: Record<RemoteName, ScriptBudget>;
}

export function remoteContract(): RemoteContract {
  const pages = Object.fromEntries(remoteNames.map((name) => [name, [] as string[]])) as Record<RemoteName, string[]>;
  for (const route of routes) {
    const ids = pages[route.remote];
    if (route.status === 'live' && !ids.includes(route.page)) ids.push(route.page);
  }
  return {
    pages,
    browserExposes: [ISLANDS_MODULE],
    shared: sharedContract(sharedDependencies()),
    browserShared: sharedContract(browserSharedDependencies()),
    scriptBudgets,
  };
}

function sharedContract(dependencies: ReturnType<typeof sharedDependencies>): Record<string, SharedContract> {
  const shared: Record<string, SharedContract> = {};
  for (const [name, config] of Object.entries(dependencies)) {
    // `react/` and the like are the subpaths of a package already listed; `@pv/shared/` stands for
    // the shared package's singleton modules.
    if (name.endsWith('/')) continue;
    shared[name.startsWith('@pv/shared/') ? '@pv/shared/' : name] = { version: config.version, range: config.requiredVersion };
  }
  return shared;
}

if (import.meta.main) console.log(JSON.stringify(remoteContract(), null, 2));
