import { test as base, expect, type Page } from '@playwright/test';
// The site's window globals (dataLayer, gtag) as the analytics client declares them.
import type {} from '@pv/shared/analytics/analytics';

/** Uncaught errors in the page: every test of the composed site expects none. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

export { expect };

/** Events the site pushed to window.dataLayer. */
export const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);

/** Waits until the client has hydrated the server HTML (the header is marked once it has). */
export async function hydrated(page: Page) {
  await page.locator('header[data-hydrated]').waitFor({ state: 'attached' });
}
