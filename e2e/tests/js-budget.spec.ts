// Script per page: the compressed bytes of every script the browser downloads for a fresh visit
// until all the page's islands are live, as served (docs/performance.md). A page with React islands
// brings React, React DOM, emotion and the federation runtime once for all its islands, and React
// Query when they read the page's data cache (the blog's list): at most 125 KB. A page without
// React islands brings none of it: its boot script and the shell's small behaviours, at most 15 KB.
// Before any island is due every page runs only its boot script: at most 8 KB. Bytes, not timings:
// they do not depend on the machine's load (the timings are the Lighthouse benchmark's).
import { test, expect } from '../support/fixtures';
import { freshVisitDownloads } from '../support/downloads';
import { siteRoutes } from '../support/routes';

/** Kilobytes (1,024 bytes) of compressed script per page, and of the boot script every page runs first. */
const JS_BUDGET_KB = { withReact: 125, withoutReact: 15, boot: 8 } as const;

const BOOT_SCRIPT = /\/assets\/boot\.[0-9a-f]+\.js$/;

type Visit = Awaited<ReturnType<typeof freshVisitDownloads>>;
type Script = Visit['files'][number];
type IslandsNeed = Visit['islandsNeed'];

const kbOf = (bytes: number) => (bytes / 1024).toFixed(1);

const budgetOf = (need: IslandsNeed) => (need === 'none' ? JS_BUDGET_KB.withoutReact : JS_BUDGET_KB.withReact);

/** What is over budget on the page at `path`, each script named with its size; none when it is within. */
function budgetProblems(path: string, need: IslandsNeed, scripts: readonly Script[]): string[] {
  const problems: string[] = [];
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const budget = budgetOf(need);
  if (total > budget * 1024) {
    const largest = [...scripts].sort((a, b) => b.bytes - a.bytes).map((script) => `${kbOf(script.bytes)} KB ${script.url}`);
    problems.push(`${path}: ${kbOf(total)} KB of script, over its ${budget} KB budget: ${largest.join(', ')}`);
  }
  const boot = scripts.filter((script) => BOOT_SCRIPT.test(script.url));
  if (boot.length !== 1) problems.push(`${path}: ${boot.length} boot scripts, not one`);
  for (const script of boot)
    if (script.bytes > JS_BUDGET_KB.boot * 1024)
      problems.push(`${path}: the boot script ${script.url} is ${kbOf(script.bytes)} KB, over its ${JS_BUDGET_KB.boot} KB budget`);
  return problems;
}

const pages = [
  ...siteRoutes.map((route) => route.path),
  // The blog with filters in the URL, as a shared link opens it.
  '/blog?tag=Boston&sort=title-asc',
];

test('the script of every page stays within its budget, React islands or not', async ({ browser }) => {
  test.setTimeout(180_000);
  const rows: string[] = [];
  for (const path of pages) {
    const { files: scripts, islandsNeed } = await freshVisitDownloads(browser, path, 'script');
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const boot = scripts.find((script) => BOOT_SCRIPT.test(script.url));
    rows.push(
      `| ${path} | ${islandsNeed} | ${kbOf(boot?.bytes ?? 0)} KB | ${kbOf(total)} KB | ${scripts.length} | ${budgetOf(islandsNeed)} KB |`,
    );
    expect.soft(budgetProblems(path, islandsNeed, scripts)).toEqual([]);
  }
  console.log(
    ['', '| page | islands need | boot script | all islands live (brotli) | files | budget |', '|---|---|---|---|---|---|', ...rows].join(
      '\n',
    ),
  );
});

test('the budgets are 125 KB with React islands (with React Query or not), 15 KB without, 8 KB for the boot script', () => {
  expect(JS_BUDGET_KB).toEqual({ withReact: 125, withoutReact: 15, boot: 8 });
  expect(budgetOf('react-query')).toBe(125);
  expect(budgetOf('react')).toBe(125);
  expect(budgetOf('none')).toBe(15);
});

test('a page over its budget, or with a boot script over its own, is refused, naming each script by size', () => {
  const boot = { url: 'http://localhost:8080/assets/boot.0123abcd.js', bytes: 9 * 1024 };
  const reactDom = { url: 'http://localhost:8080/assets/275.89abcdef.js', bytes: 110 * 1024 };
  const island = { url: 'http://localhost:3003/browser/385.c97a4edb.js', bytes: 10 * 1024 };
  expect(budgetProblems('/journey-map', 'react', [boot, reactDom, island])).toEqual([
    `/journey-map: 129.0 KB of script, over its 125 KB budget: 110.0 KB ${reactDom.url}, 10.0 KB ${island.url}, 9.0 KB ${boot.url}`,
    `/journey-map: the boot script ${boot.url} is 9.0 KB, over its 8 KB budget`,
  ]);
  expect(
    budgetProblems('/privacy', 'none', [
      { ...boot, bytes: 5 * 1024 },
      { ...island, bytes: 11 * 1024 },
    ]),
  ).toEqual([`/privacy: 16.0 KB of script, over its 15 KB budget: 11.0 KB ${island.url}, 5.0 KB ${boot.url}`]);
  expect(budgetProblems('/blog', 'react-query', [{ ...boot, bytes: 5 * 1024 }, reactDom, island])).toEqual([]);
  expect(budgetProblems('/blog', 'react-query', [{ ...boot, bytes: 5 * 1024 }, reactDom, island, { ...island, bytes: 1024 }])).toEqual([
    `/blog: 126.0 KB of script, over its 125 KB budget: 110.0 KB ${reactDom.url}, 10.0 KB ${island.url}, 5.0 KB ${boot.url}, 1.0 KB ${island.url}`,
  ]);
  expect(budgetProblems('/journey-map', 'react', [reactDom])).toEqual(['/journey-map: 0 boot scripts, not one']);
  expect(
    budgetProblems('/privacy', 'none', [
      { ...boot, bytes: 5 * 1024 },
      { ...island, bytes: 2 * 1024 },
    ]),
  ).toEqual([]);
});
