// First-load JavaScript per page: the compressed bytes of every script the browser downloads for a
// fresh visit until the page's islands are live, as served (docs/decisions/0007-islands.md). A page
// whose content does not change in the browser may load 150 KB; the most interactive page, the
// blog with its filters, 200 KB. Bytes, not timings: they do not depend on the machine's load
// (the timings are the Lighthouse benchmark's, shell/bench/lighthouse-benchmark.ts).
import { test, expect } from '../support/fixtures';
import { freshVisitDownloads } from '../support/downloads';
import { siteRoutes } from '../support/routes';

/** Kilobytes (1,024 bytes) of compressed script per page. */
const JS_BUDGET_KB = { page: 150, mostInteractive: 200 } as const;

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
    const kb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    const budget = budgetOf(path);
    rows.push(`| ${path} | ${kb.toFixed(1)} KB | ${scripts.length} | ${budget} KB |`);
    expect.soft(kb, `${path}: ${scripts.map((s) => `${(s.bytes / 1024).toFixed(1)} ${s.url}`).join(', ')}`).toBeLessThanOrEqual(budget);
  }
  console.log(['', '| page | JavaScript (compressed) | files | budget |', '|---|---|---|---|', ...rows].join('\n'));
});

test('the budgets are 150 KB a page and 200 KB for the blog with its filters', () => {
  expect(JS_BUDGET_KB).toEqual({ page: 150, mostInteractive: 200 });
  expect(budgetOf('/blog?tag=Boston')).toBe(200);
  expect(budgetOf('/blog/reading-your-first-term-sheet')).toBe(150);
  expect(budgetOf('/privacy')).toBe(150);
});
