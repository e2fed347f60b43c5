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

/**
 * Waits until the client has hydrated the server HTML: the layout (the header is marked) and the
 * page, which hydrates when its remote's code has arrived (the document names the live page) or
 * shows the remote's fallback.
 */
export async function hydrated(page: Page) {
  await page.locator('header[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.page === window.location.pathname ||
      document.querySelector('[data-testid="remote-fallback"]') !== null,
  );
}
