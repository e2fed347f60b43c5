// The footer on every width (a column per part of the site, no lone column, nothing wider than the
// page, the divider as wide as the content) and the 404 page's ways on (programs, assessment, blog,
// and the blog's search, a form that works without JavaScript).
import type { Page } from '@playwright/test';
import { footerNavigation } from '@pv/shared/contract/navigation.ts';
import { test, expect, hydrated } from '../support/fixtures';

/** The columns' left edges, rounded, grouped by row (their top edge). */
const columnRows = (page: Page) =>
  page.getByRole('navigation', { name: 'Footer' }).evaluate((nav) => {
    const rows = new Map<number, number>();
    for (const column of Array.from(nav.children)) {
      const top = Math.round(column.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()];
  });

for (const [width, perRow] of [
  [320, 2],
  [375, 2],
  [768, 3],
  [1280, 6],
] as const) {
  test(`the footer at ${width} px: its columns ${perRow} to a row, none alone, nothing overflowing, the divider as wide as the content`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/terms');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const rows = await columnRows(page);
    expect(rows.length * perRow).toBe(footerNavigation.columns.length);
    expect(rows.every((count) => count === perRow)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Every rule of the footer spans exactly the content: the footer's container less its padding.
    const edges = await footer.evaluate((element) => {
      const container = element.firstElementChild as HTMLElement;
      const box = container.getBoundingClientRect();
      const style = getComputedStyle(container);
      const ruled = Array.from(element.querySelectorAll<HTMLElement>('*')).filter(
        (node) =>
          !node.closest('form') && getComputedStyle(node).borderTopStyle === 'solid' && getComputedStyle(node).borderTopWidth === '1px',
      );
      return {
        content: [Math.round(box.left + parseFloat(style.paddingLeft)), Math.round(box.right - parseFloat(style.paddingRight))],
        rules: ruled.map((node) => [Math.round(node.getBoundingClientRect().left), Math.round(node.getBoundingClientRect().right)]),
      };
    });
    expect(edges.rules.length).toBeGreaterThanOrEqual(2);
    for (const rule of edges.rules) expect(rule).toEqual(edges.content);
  });
}

test.describe('the 404 page', () => {
  test('keeps 404, Oops! Page not found and Return to Home, and offers the programs, the assessment and the blog', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    const popular = page.getByRole('list', { name: 'Popular pages' }).getByRole('link');
    await expect(popular).toHaveCount(3);
    expect(await popular.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/programs',
      '/chart-my-course',
      '/blog',
    ]);
  });

  test('logs the path it could not find in the console, once', async ({ page }) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('404 Error')) reports.push(message.text());
    });
    await page.goto('/no-such-page');
    await expect.poll(() => reports).toEqual(['404 Error: User attempted to access non-existent route: /no-such-page']);
    await hydrated(page);
    expect(reports).toHaveLength(1);
  });

  for (const width of [320, 375, 768, 1280]) {
    test(`at ${width} px its cards sit one or three to a row and nothing overflows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/no-such-page');
      const tops = await page
        .getByRole('list', { name: 'Popular pages' })
        .getByRole('listitem')
        .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
      expect([1, 3]).toContain(tops);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the blog search goes to /blog?q=… and shows the matching articles', async ({ page }) => {
      await page.goto('/no-such-page');
      const search = page.getByRole('search', { name: 'Search the blog' });
      await search.getByRole('searchbox').fill('runway');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/blog\?q=runway$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights for founders on the way to funding');
      await expect(page.getByRole('link', { name: /Runway Math/ }).first()).toBeVisible();
    });
  });
});
