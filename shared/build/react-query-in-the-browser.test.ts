/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const sourceFolders = ['shared/src', 'shell/src', 'mf-marketing/src', 'mf-programs/src', 'mf-blog/src', 'mf-assessment/src'];

const sourceFiles = (folder: string) =>
  fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));

/** The values (not types) a module imports from `pkg`. */
function importedValues(source: string, pkg: string): string[] {
  const pattern = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'${pkg.replace('/', '\\/')}'`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name && !name.startsWith('type ')),
  );
}

it('provides every part of React Query that the site imports (the rest never reaches the browser)', () => {
  const provided = fs.readFileSync(path.join(import.meta.dirname, 'react-query-in-the-browser.ts'), 'utf8');
  const exported = new Set(importedValues(provided.replace(/export\s+\{/, 'import {'), '@tanstack/react-query/whole'));
  const used = new Set(
    sourceFolders.flatMap((folder) =>
      sourceFiles(path.join(root, folder)).flatMap((file) => importedValues(fs.readFileSync(file, 'utf8'), '@tanstack/react-query')),
    ),
  );

  expect(used.size).toBeGreaterThan(3);
  expect([...used].filter((name) => !exported.has(name))).toEqual([]);
});
