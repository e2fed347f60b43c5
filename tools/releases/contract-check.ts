// Checks a remote's build against the shell's contract (shared/build/remote-contract.ts) before it
// is released: every page the route table names for the remote is exposed by its Node build's
// `./pages` and has the page contract's shape (a Component, a meta function, an optional load
// function); its browser container exposes `./islands`; every shared singleton either build uses
// is the shell's (singleton, a version in the shell's range, a required range the shell's version
// meets), and the browser container bundles no copy of one (the shell's hydrator provides them:
// docs/decisions/0032-react-islands.md); and every script of its browser build is within the
// remote's budget, compressed. Returns the problems, one line each.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RemoteName } from '@pv/shared/contract/remotes.ts';
import { BROWSER_ENTRY_FILE } from '@pv/shared/islands/islands-module.ts';
import { remoteContract, type RemoteContract } from '../../shared/build/remote-contract.ts';

/** What one page definition holds: `typeof` of each of its fields. */
export type PageShape = Readonly<Record<string, string>>;
/** What the Node build's `./pages` exposes, as the loading child process describes it. */
export type PagesDescription = { pages: Readonly<Record<string, PageShape>> } | { error: string };

/** The files of a shared module a build bundles, as its mf-manifest.json lists them. */
interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}

/** One shared module as a build's mf-manifest.json lists it. */
export interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
  assets?: ManifestAssets;
}

/** What a build's mf-manifest.json holds that the contract reads. */
interface Manifest {
  shared: ManifestShared[];
  exposes: { path: string }[];
}

const isComponent = (type: string | undefined) => type === 'function' || type === 'object'; // memo and forwardRef are objects

export function pageProblems(remote: RemoteName, contract: RemoteContract, description: PagesDescription): string[] {
  if ('error' in description) return [`its Node build's ./pages could not be loaded: ${description.error}`];
  const problems: string[] = [];
  for (const id of contract.pages[remote]) {
    const page = description.pages[id];
    if (!page) {
      problems.push(`the page "${id}" that the route table names is not exposed by ./pages`);
      continue;
    }
    if (!isComponent(page.Component)) problems.push(`the page "${id}" has no Component (got ${page.Component ?? 'nothing'})`);
    if (page.meta !== 'function') problems.push(`the page "${id}" has no meta function (got ${page.meta ?? 'nothing'})`);
    if (page.load !== undefined && page.load !== 'undefined' && page.load !== 'function') {
      problems.push(`the page "${id}" has a load that is not a function (got ${page.load})`);
    }
  }
  return problems;
}

const CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;
const VERSION = /^(\d+)\.(\d+)\.(\d+)/;

/** Whether `version` is in `range`, a caret range (`^19.3.0`: 19.3.0 or later, below 20); null when either cannot be read. */
export function inCaretRange(version: string, range: string): boolean | null {
  const r = CARET.exec(range)?.slice(1).map(Number);
  const v = VERSION.exec(version)?.slice(1).map(Number);
  if (!r || !v) return null;
  const [major, minor, patch] = r as [number, number, number];
  const [vMajor, vMinor, vPatch] = v as [number, number, number];
  const atLeast = vMajor !== major ? vMajor > major : vMinor !== minor ? vMinor > minor : vPatch >= patch;
  const sameLine =
    major > 0 ? vMajor === major : minor > 0 ? vMajor === 0 && vMinor === minor : vMajor === 0 && vMinor === 0 && vPatch === patch;
  return atLeast && sameLine;
}

type Build = 'server' | 'browser';

/** The contract entry covering a shared module: its package's, `react` for `react/jsx-runtime`, `@pv/shared/` for its modules. */
function contractEntryOf(name: string, singletons: RemoteContract['shared']) {
  if (name.startsWith('@pv/shared/')) return { pkg: '@pv/shared/', entry: singletons['@pv/shared/'] };
  const pkg = Object.keys(singletons)
    .filter((candidate) => name === candidate || name.startsWith(`${candidate}/`))
    .sort((a, b) => b.length - a.length)[0];
  return { pkg, entry: pkg ? singletons[pkg] : undefined };
}

export function sharedProblems(build: Build, contract: RemoteContract, shared: readonly ManifestShared[]): string[] {
  const problems: string[] = [];
  const singletons = build === 'server' ? contract.shared : contract.browserShared;
  for (const module of shared) {
    const { pkg, entry } = contractEntryOf(module.name, singletons);
    if (!entry) continue; // the remote's own shared module, none of the shell's business
    const where = `${build} build shares ${module.name}`;
    if (!module.singleton) problems.push(`${where} without singleton: the shell shares one copy`);
    const bundled = module.assets ? [...module.assets.js.sync, ...module.assets.js.async] : [];
    if (build === 'browser' && bundled.length > 0)
      problems.push(`${where} with a copy of its own (${bundled.join(', ')}): the shell provides it`);
    // A subpath's manifest entry carries no version of its own; its package's entry is checked.
    if (module.version && inCaretRange(module.version, entry.range) !== true) {
      problems.push(`${where} at ${module.version}, outside the shell's range ${entry.range} for ${pkg}`);
    }
    if (module.requiredVersion && inCaretRange(entry.version, module.requiredVersion) !== true) {
      problems.push(`${where} requiring ${module.requiredVersion}, which the shell's ${entry.version} does not meet`);
    }
  }
  return problems;
}

const describePagesScript = path.join(import.meta.dirname, 'describe-pages.ts');

/** Loads the Node build's `./pages` in a child process (the remote's code never runs in ours) and describes it. */
export function describePages(remote: RemoteName, distDir: string, timeoutMs = 60_000): Promise<PagesDescription> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [describePagesScript, distDir, remote],
      { timeout: timeoutMs, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) {
          const detail =
            stderr
              .trim()
              .split('\n')
              .find((line) => /error/i.test(line)) ?? error.message;
          resolve({ error: detail.trim() });
          return;
        }
        try {
          resolve(JSON.parse(stdout) as PagesDescription);
        } catch {
          resolve({ error: `unreadable description: ${stdout.slice(0, 200)}` });
        }
      },
    );
  });
}

function manifestOf(distDir: string, build: Build): Manifest | string {
  const file = path.join(distDir, build, 'mf-manifest.json');
  if (!fs.existsSync(file)) return `its ${build} build has no mf-manifest.json`;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The modules the contract says every browser container exposes, missing from this one. */
export const exposesProblems = (contract: RemoteContract, manifest: Manifest): string[] =>
  contract.browserExposes
    .filter((module) => !manifest.exposes.some((exposed) => exposed.path === module))
    .map((module) => `its browser container does not expose ${module}`);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Each script of the browser build (`browser/*.js`) over the remote's budget, by name and size. */
export function scriptBudgetProblems(remote: RemoteName, distDir: string, contract: RemoteContract): string[] {
  const dir = path.join(distDir, 'browser');
  if (!fs.existsSync(dir)) return [];
  const { entryKb, chunkKb } = contract.scriptBudgets[remote];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .sort()
    .flatMap((file) => {
      // As browsers get it: brotli at the quality static files are compressed with.
      const bytes = zlib.brotliCompressSync(fs.readFileSync(path.join(dir, file))).length;
      const [what, budget] = file === BROWSER_ENTRY_FILE ? ['entry', entryKb] : ['chunk', chunkKb];
      if (bytes <= budget * 1024) return [];
      return [
        `browser ${what} ${file} is ${kb(bytes)} KB compressed, over ${remote}'s budget of ${budget} KB for ${what === 'entry' ? 'an' : 'a'} ${what}`,
      ];
    });
}

export async function checkRemoteContract(
  remote: RemoteName,
  distDir: string,
  contract: RemoteContract = remoteContract(),
): Promise<string[]> {
  const problems: string[] = [];
  for (const build of ['server', 'browser'] as const) {
    const manifest = manifestOf(distDir, build);
    if (typeof manifest === 'string') problems.push(manifest);
    else
      problems.push(
        ...sharedProblems(build, contract, manifest.shared),
        ...(build === 'browser' ? exposesProblems(contract, manifest) : []),
      );
  }
  problems.push(...scriptBudgetProblems(remote, distDir, contract));
  problems.push(...pageProblems(remote, contract, await describePages(remote, distDir)));
  return problems;
}
