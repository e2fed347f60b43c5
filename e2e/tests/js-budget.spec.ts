// Script per page: the compressed bytes of every script the browser downloads for a fresh visit
// until all the page's islands are live, as served (docs/performance.md). A page with React islands
// brings React, React DOM and the federation runtime once for all its islands: at most 125 KB. A
// page without brings none of it: its boot script and the shell's small behaviours, at most 15 KB.
// Before any island is due every page runs only its boot script: at most 8 KB. Bytes, not timings:
// they do not depend on the machine's load (the timings are the Lighthouse benchmark's).
import { test, expect } from '../support/fixtures';
import { freshVisitDownloads } from '../support/downloads';
import { siteRoutes } from '../support/routes';

/** Kilobytes (1,024 bytes) of compressed script per page, and of the boot script every page runs first. */
const JS_BUDGET_KB = { withReact: 125, withoutReact: 15, boot: 8 } as const;

const BOOT_SCRIPT = /\/assets\/boot\.[0-9a-f]+\.js$/;

type Script = Awaited<ReturnType<typeof freshVisitDownloads>>['files'][number];

const kbOf = (bytes: number) => (bytes / 1024).toFixed(1);

const budgetOf = (hasReactIslands: boolean) => (hasReactIslands ? JS_BUDGET_KB.withReact : JS_BUDGET_KB.withoutReact);

/** What is over budget on the page at `path`, each script named with its size; none when it is within. */
function budgetProblems(path: string, hasReactIslands: boolean, scripts: readonly Script[]): string[] {
  const problems: string[] = [];
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const budget = budgetOf(hasReactIslands);
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
    const { files: scripts, hasReactIslands } = await freshVisitDownloads(browser, path, 'script');
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const boot = scripts.find((script) => BOOT_SCRIPT.test(script.url));
    rows.push(
      `| ${path} | ${hasReactIslands ? 'yes' : 'no'} | ${kbOf(boot?.bytes ?? 0)} KB | ${kbOf(total)} KB | ${scripts.length} | ${budgetOf(hasReactIslands)} KB |`,
    );
    expect.soft(budgetProblems(path, hasReactIslands, scripts)).toEqual([]);
  }
  console.log(
    ['', '| page | React islands | boot script | all islands live (brotli) | files | budget |', '|---|---|---|---|---|---|', ...rows].join(
      '\n',
    ),
  );
});

test('the budgets are 125 KB with React islands, 15 KB without, 8 KB for the boot script', () => {
  expect(JS_BUDGET_KB).toEqual({ withReact: 125, withoutReact: 15, boot: 8 });
  expect(budgetOf(true)).toBe(125);
  expect(budgetOf(false)).toBe(15);
});

test('a page over its budget, or with a boot script over its own, is refused, naming each script by size', () => {
  const boot = { url: 'http://localhost:8080/assets/boot.0123abcd.js', bytes: 9 * 1024 };
  const reactDom = { url: 'http://localhost:8080/assets/275.89abcdef.js', bytes: 110 * 1024 };
  const island = { url: 'http://localhost:3003/browser/385.c97a4edb.js', bytes: 10 * 1024 };
  expect(budgetProblems('/blog', true, [boot, reactDom, island])).toEqual([
    `/blog: 129.0 KB of script, over its 125 KB budget: 110.0 KB ${reactDom.url}, 10.0 KB ${island.url}, 9.0 KB ${boot.url}`,
    `/blog: the boot script ${boot.url} is 9.0 KB, over its 8 KB budget`,
  ]);
  expect(
    budgetProblems('/privacy', false, [
      { ...boot, bytes: 5 * 1024 },
      { ...island, bytes: 11 * 1024 },
    ]),
  ).toEqual([`/privacy: 16.0 KB of script, over its 15 KB budget: 11.0 KB ${island.url}, 5.0 KB ${boot.url}`]);
  expect(budgetProblems('/blog', true, [reactDom])).toEqual(['/blog: 0 boot scripts, not one']);
  expect(
    budgetProblems('/privacy', false, [
      { ...boot, bytes: 5 * 1024 },
      { ...island, bytes: 2 * 1024 },
    ]),
  ).toEqual([]);
});
