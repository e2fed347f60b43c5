/**
 * @jest-environment node
 */
import path from 'node:path';
import { remoteByName, remotes } from '../src/contract/remotes.ts';
import { remoteBuild } from './rspack-config.ts';

// The configurations' shape is under test, not Rspack's plugins (whose packages are ES modules
// Jest's CommonJS cannot load).
jest.mock('@rspack/core', () => {
  const plugin = jest.fn();
  return { rspack: { DefinePlugin: plugin, CopyRspackPlugin: plugin, HtmlRspackPlugin: plugin } };
});
jest.mock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: jest.fn() }));

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The builds that finish before `name`'s starts, directly or through another. */
function runsBefore(name: string, dependencies: Map<string, string[]>): Set<string> {
  const before = new Set<string>();
  const visit = (current: string) => {
    for (const dependency of dependencies.get(current) ?? []) {
      if (before.has(dependency)) continue;
      before.add(dependency);
      visit(dependency);
    }
  };
  visit(name);
  return before;
}

// Rspack runs a remote's builds side by side; one's clean of its folder would race another's
// writes into the same folder (a build failed with ENOENT on the script islands' file).
test.each(remotes.map((remote) => remote.name))('no two of %s’s builds write into one folder at the same time', (name) => {
  const configs = remoteBuild(name, path.join(repoRoot, remoteByName(name).folder))({}, { mode: 'production' }).map((config) => ({
    name: config.name ?? '',
    folder: config.output?.path,
    dependencies: config.dependencies ?? [],
  }));
  const dependencies = new Map(configs.map((config) => [config.name, config.dependencies]));
  const sideBySide: string[] = [];
  for (const [i, first] of configs.entries()) {
    for (const second of configs.slice(i + 1)) {
      if (first.folder !== second.folder) continue;
      const ordered = runsBefore(first.name, dependencies).has(second.name) || runsBefore(second.name, dependencies).has(first.name);
      if (!ordered) sideBySide.push(`${first.name} and ${second.name}`);
    }
  }
  expect(sideBySide).toEqual([]);
});
