/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Node's own loader is under test, so each case runs in a Node process of its own (Jest's module
// system is not Node's).
let folder: string;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'source-imports-'));
  // A module written for the bundler: its import names no extension.
  fs.writeFileSync(path.join(folder, 'page.ts'), "import { word } from './word';\nexport const said: string = `${word}!`;\n");
  fs.writeFileSync(path.join(folder, 'word.ts'), "export const word: string = 'hello';\n");
});

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Runs a module script in Node that imports the sources, with or without allowSourceImports() first. */
function importPage(allow: boolean): string {
  const script = `
    const { allowSourceImports } = await import(${JSON.stringify(`${import.meta.dirname}/source-imports.ts`)});
    ${allow ? 'allowSourceImports();' : ''}
    try { console.log((await import(${JSON.stringify(path.join(folder, 'page.ts'))})).said); }
    catch (error) { console.log(error.code); }`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
}

it('lets Node import sources whose imports name no extension, trying the specifier again with .ts', () => {
  expect(importPage(false)).toBe('ERR_MODULE_NOT_FOUND');
  expect(importPage(true)).toBe('hello!');
});
