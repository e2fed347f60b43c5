/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { browserSubsets } from './shared-dependencies.ts';

const root = path.resolve(import.meta.dirname, '../..');
const browserFolders = ['shared/src', 'shell/src', 'mf-marketing/src', 'mf-programs/src', 'mf-blog/src', 'mf-assessment/src'];
/** Code the browser never runs: the shell's server (it renders with the whole packages) and test helpers. */
const neverInTheBrowser = (file: string) =>
  file.startsWith(path.join(root, 'shell/src/server') + path.sep) || file.includes(`${path.sep}testing${path.sep}`);

const sourceFiles = (folder: string) =>
  fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file))
    .filter((file) => !neverInTheBrowser(file));

/** The values (not types) a module imports from `pkg`. */
function importedValues(source: string, pkg: string): string[] {
  const pattern = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'${pkg.replaceAll('/', '\\/')}'`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name && !name.startsWith('type ')),
  );
}

describe.each(Object.entries(browserSubsets))('the browser subset of %s', (pkg, { module, whole }) => {
  const provided = new Set(importedValues(fs.readFileSync(module, 'utf8').replace(/export\s+\{/, 'import {'), whole));
  const used = new Set(
    browserFolders.flatMap((folder) =>
      sourceFiles(path.join(root, folder)).flatMap((file) => importedValues(fs.readFileSync(file, 'utf8'), pkg)),
    ),
  );

  it('provides every part that the browser code imports', () => {
    expect(used.size).toBeGreaterThan(1);
    expect([...used].filter((name) => !provided.has(name))).toEqual([]);
  });

  it('provides nothing that no browser code imports', () => {
    expect([...provided].filter((name) => !used.has(name))).toEqual([]);
  });
});
