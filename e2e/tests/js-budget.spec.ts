// First-load JavaScript per page: the compressed bytes of every script the browser downloads for a
// fresh visit until all the page's islands are live, as served (docs/decisions/0007-islands.md). A
// page whose content does not change in the browser may load 150 KB; the most interactive page,
// the blog with its filters, 200 KB. Before any island is due a page runs only its boot script
// (docs/decisions/0018-hydration-strategies.md): 8 KB. Bytes, not timings: they do not depend on
// the machine's load (the timings are the Lighthouse benchmark's, shell/bench/lighthouse-benchmark.ts).
import { test, expect } from '../support/fixtures';
import { freshVisitDownloads } from '../support/downloads';
import { siteRoutes } from '../support/routes';

/** Kilobytes (1,024 bytes) of compressed script per page, and of the boot script every page runs first. */
const JS_BUDGET_KB = { page: 150, mostInteractive: 200, boot: 8 } as const;

const BOOT_SCRIPT = /\/assets\/boot\.[0-9a-f]+\.js$/;

type Script = Awaited<ReturnType<typeof freshVisitDownloads>>[number];

const kbOf = (bytes: number) => (bytes / 1024).toFixed(1);

/** What is over budget on the page at `path`, each script named with its size; none when it is within. */
function budgetProblems(path: string, scripts: readonly Script[]): string[] {
  const problems: string[] = [];
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const budget = budgetOf(path);
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

/** The most interactive page: its list changes in the browser (search, filters, sort, pages). */
const MOST_INTERACTIVE = '/blog';

const pages = [
  ...siteRoutes.map((route) => route.path),
  // The blog with filters in the URL, as a shared link opens it.
  '/blog?tag=Boston&sort=title-asc',
];

const budgetOf = (path: string) => (path.split('?')[0] === MOST_INTERACTIVE ? JS_BUDGET_KB.mostInteractive : JS_BUDGET_KB.page);

test('first-load JavaScript of every page stays within its budget', async ({ browser }) => {
  test.setTimeout(120_000);
  const rows: string[] = [];
  for (const path of pages) {
    const scripts = await freshVisitDownloads(browser, path, 'script');
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const boot = scripts.find((script) => BOOT_SCRIPT.test(script.url));
    rows.push(`| ${path} | ${kbOf(boot?.bytes ?? 0)} KB | ${kbOf(total)} KB | ${scripts.length} | ${budgetOf(path)} KB |`);
    expect.soft(budgetProblems(path, scripts)).toEqual([]);
  }
  console.log(['', '| page | boot script | all islands live (compressed) | files | budget |', '|---|---|---|---|---|', ...rows].join('\n'));
});

test('the budgets are 150 KB a page, 200 KB for the blog with its filters, 8 KB for the boot script', () => {
  expect(JS_BUDGET_KB).toEqual({ page: 150, mostInteractive: 200, boot: 8 });
  expect(budgetOf('/blog?tag=Boston')).toBe(200);
  expect(budgetOf('/blog/reading-your-first-term-sheet')).toBe(150);
  expect(budgetOf('/privacy')).toBe(150);
});

test('a page over its budget, or with a boot script over its own, is refused, naming each script by size', () => {
  const boot = { url: 'http://localhost:8080/assets/boot.0123abcd.js', bytes: 9 * 1024 };
  const library = { url: 'http://localhost:8080/assets/libraries.89abcdef.js', bytes: 120 * 1024 };
  const island = { url: 'http://localhost:3003/browser/385.c97a4edb.js', bytes: 30 * 1024 };
  expect(budgetProblems('/privacy', [boot, library, island])).toEqual([
    `/privacy: 159.0 KB of script, over its 150 KB budget: 120.0 KB ${library.url}, 30.0 KB ${island.url}, 9.0 KB ${boot.url}`,
    `/privacy: the boot script ${boot.url} is 9.0 KB, over its 8 KB budget`,
  ]);
  expect(budgetProblems('/blog?tag=Boston', [boot, library, island])).toEqual([
    `/blog?tag=Boston: the boot script ${boot.url} is 9.0 KB, over its 8 KB budget`,
  ]);
  expect(budgetProblems('/blog', [library])).toEqual(['/blog: 0 boot scripts, not one']);
  expect(budgetProblems('/privacy', [{ ...boot, bytes: 5 * 1024 }, library])).toEqual([]);
});
