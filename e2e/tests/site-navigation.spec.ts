// The navigation seam on the composed site: a remote's links navigate through the location source
// the shell registered (docs/decisions/0006-page-parts-and-widgets.md), without loading a page.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from '../support/fixtures';

/** Marks the current document; the mark is gone if the browser loaded a new one. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.dataset.sameDocument === 'yes');

test('a link inside a remote page navigates in the page, and back returns', async ({ page, pageErrors }) => {
  await page.goto('/privacy');
  await hydrated(page);
  await markDocument(page);
  await page.locator('article').getByRole('link', { name: 'Terms of Service', exact: true }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  expect(await sameDocument(page)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(await sameDocument(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('a button link of another remote does the same', async ({ page, pageErrors }) => {
  await page.goto('/blog/no-such-post');
  await hydrated(page);
  await markDocument(page);
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights for founders on the way to funding');
  expect(await sameDocument(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});
