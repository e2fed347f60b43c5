/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteContract } from '../../shared/build/remote-contract.ts';
import { routes } from '@pv/shared/contract/routes.ts';
import {
  checkRemoteContract,
  inCaretRange,
  pageProblems,
  scriptBudgetProblems,
  sharedProblems,
  type ManifestShared,
} from './contract-check.ts';

const contract = remoteContract();
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

describe('the contract', () => {
  it("names each remote's pages from the route table, once each", () => {
    expect(contract.pages.mf_blog).toEqual(['sitemap', 'list', 'post']);
    expect(contract.pages.mf_assessment).toEqual(['assessment', 'results']);
    const routed = new Set(routes.filter((route) => route.status === 'live').map((route) => `${route.remote}/${route.page}`));
    expect(
      Object.entries(contract.pages)
        .flatMap(([remote, ids]) => ids.map((id) => `${remote}/${id}`))
        .sort(),
    ).toEqual([...routed].sort());
  });

  it('names what every browser container exposes: its islands', () => {
    expect(contract.browserExposes).toEqual(['./islands']);
  });

  it("names the browser's singletons, which the shell's hydrator provides: React, React DOM, emotion, React Query", () => {
    expect(Object.keys(contract.browserShared)).toEqual(['react', 'react-dom', '@emotion/react', '@tanstack/react-query']);
    for (const { version, range } of Object.values(contract.browserShared)) expect(inCaretRange(version, range)).toBe(true);
  });

  it("names the shell's singletons with the version it provides and a caret range of it", () => {
    expect(Object.keys(contract.shared)).toEqual([
      'react',
      'react-dom',
      'react-router-dom',
      '@tanstack/react-query',
      '@emotion/react',
      '@emotion/cache',
      '@supabase/supabase-js',
      '@pv/shared/',
    ]);
    for (const { version, range } of Object.values(contract.shared)) expect(inCaretRange(version, range)).toBe(true);
  });
});

describe('caret ranges', () => {
  it.each([
    ['19.3.1', '^19.3.0', true],
    ['19.4.0', '^19.3.0', true],
    ['19.2.9', '^19.3.0', false],
    ['20.0.0', '^19.3.0', false],
    ['0.3.5', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['1.0.0', '>=1', null],
  ] as const)('%s in %s: %s', (version, range, expected) => expect(inCaretRange(version, range)).toBe(expected));
});

describe('a broken build is refused', () => {
  it('when a page the route table names is missing or does not have the page shape', async () => {
    expect(await checkRemoteContract('mf_blog', fixture('broken-remote'))).toEqual(
      expect.arrayContaining([
        'the page "sitemap" that the route table names is not exposed by ./pages',
        'the page "list" has no Component (got string)',
        'the page "post" has no meta function (got nothing)',
        'the page "post" has a load that is not a function (got string)',
      ]),
    );
  });

  it('when its ./pages module has no pages, or cannot be loaded at all', async () => {
    expect(await checkRemoteContract('mf_assessment', fixture('no-pages'))).toEqual([
      "its Node build's ./pages could not be loaded: ./pages has no pages export",
    ]);
    const loading = await checkRemoteContract('mf_assessment', fixture('does-not-exist'));
    expect(loading.at(-1)).toMatch(/^its Node build's \.\/pages could not be loaded: /);
  });

  it("when a shared singleton is not one, is outside the shell's range or needs a version the shell does not have", async () => {
    const problems = await checkRemoteContract('mf_blog', fixture('wrong-singletons'));
    const react = contract.shared.react ?? { version: 'none', range: 'none' };
    expect(problems).toEqual(
      expect.arrayContaining([
        `server build shares react at 18.3.1, outside the shell's range ${react.range} for react`,
        `server build shares react requiring ^18.3.0, which the shell's ${react.version} does not meet`,
        `server build shares react/jsx-runtime requiring ^18.3.0, which the shell's ${react.version} does not meet`,
        'server build shares @tanstack/react-query without singleton: the shell shares one copy',
      ]),
    );
    // The shared package's modules at its version, and a library the shell does not share, pass.
    expect(problems.filter((problem) => problem.includes('@pv/shared') || problem.includes('left-pad'))).toEqual([]);
  });

  it('when its browser container bundles a copy of a singleton, is outside the range, or does not expose its islands', async () => {
    const problems = (await checkRemoteContract('mf_blog', fixture('wrong-singletons'))).filter((problem) => !problem.startsWith('server'));
    const reactDom = contract.browserShared['react-dom'] ?? { version: 'none', range: 'none' };
    expect(problems).toEqual(
      expect.arrayContaining([
        'browser build shares react-dom with a copy of its own (470.8cecacb5.js): the shell provides it',
        `browser build shares react-dom at 18.3.1, outside the shell's range ${reactDom.range} for react-dom`,
        'browser build shares @emotion/react without singleton: the shell shares one copy',
        'its browser container does not expose ./islands',
      ]),
    );
    // React Router is no singleton of the browser: the container's own business.
    expect(problems.filter((problem) => problem.includes('react-router-dom'))).toEqual([]);
  });

  it("when a script of its browser build is over the remote's budget, compressed, naming the script", () => {
    // A fixture written here: scripts of random text, which compresses to about three quarters.
    const incompressible = (kilobytes: number) => randomBytes(kilobytes * 1024).toString('base64');
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-over-budget-'));
    try {
      fs.mkdirSync(path.join(dist, 'browser'));
      const write = (file: string, kilobytes: number) =>
        fs.writeFileSync(path.join(dist, 'browser', file), `var s="${incompressible(kilobytes)}";`);
      const { entryKb, chunkKb } = contract.scriptBudgets.mf_marketing;
      write('remoteEntry.js', entryKb * 2);
      write('385.c97a4edb.js', chunkKb * 2);
      write('720.3d8d65f7.js', chunkKb / 2);
      expect(scriptBudgetProblems('mf_marketing', dist, contract)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^browser chunk 385\\.c97a4edb\\.js is \\d+\\.\\d KB compressed, over mf_marketing's budget of ${chunkKb} KB for a chunk$`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^browser entry remoteEntry\\.js is \\d+\\.\\d KB compressed, over mf_marketing's budget of ${entryKb} KB for an entry$`,
          ),
        ),
      ]);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('and a build within the contract passes', () => {
    const shared: ManifestShared[] = Object.entries(contract.shared).map(([name, { version, range }]) => ({
      name: name === '@pv/shared/' ? '@pv/shared/ui/button' : name,
      version,
      requiredVersion: range,
      singleton: true,
    }));
    expect(sharedProblems('server', contract, shared)).toEqual([]);
    const browserShared = Object.entries(contract.browserShared).map(([name, { version, range }]) => ({
      name,
      version,
      requiredVersion: range,
      singleton: true,
      assets: { js: { sync: [], async: [] } },
    }));
    expect(sharedProblems('browser', contract, browserShared)).toEqual([]);
    const page = { Component: 'function', meta: 'function', load: 'function' };
    expect(pageProblems('mf_blog', contract, { pages: { sitemap: page, list: page, post: { ...page, load: 'undefined' } } })).toEqual([]);
  });
});
