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

/** The real-user vitals' chunk, which a sampled visit fetches whatever its islands (analytics.spec.ts tests it). */
export const VITALS_SCRIPT = /^\/assets\/boot-vitals\.[0-9a-f]+\.js$/;

/** The paths of the scripts the page requests from now on, in order, but the vitals' chunk. */
export function scriptsRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && !VITALS_SCRIPT.test(path)) paths.push(path);
  });
  return paths;
}

/** What `scriptsRequested` holds while a page runs its boot script alone. */
export const BOOT_SCRIPT_ALONE = [expect.stringMatching(/^\/assets\/boot\.[0-9a-f]+\.js$/)];

/**
 * What fails from now on: answers of 400 or more, requests that fail, errors in the console. No
 * failure: a request the page dropped itself (going to another page while it loaded: aborted), and
 * with `javaScriptEnabled: false` the scripts the browser refuses to load.
 */
export function watchFailures(page: Page, { javaScriptEnabled = true } = {}): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (error === 'net::ERR_ABORTED' || (!javaScriptEnabled && request.resourceType() === 'script')) return;
    failures.push(`failed ${request.url()}: ${error}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return failures;
}

/** Events the site pushed to window.dataLayer. */
export const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);

/**
 * Every event the site pushes to window.dataLayer from now on, across page loads (each document
 * has a dataLayer of its own): call before the first page of the test.
 */
export async function recordAnalytics(page: Page): Promise<Record<string, unknown>[]> {
  const events: Record<string, unknown>[] = [];
  await page.exposeFunction('pvRecordAnalyticsEvent', (event: Record<string, unknown>) => events.push(event));
  await page.addInitScript(() => {
    const record = (window as unknown as { pvRecordAnalyticsEvent: (event: unknown) => void }).pvRecordAnalyticsEvent;
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) record(JSON.parse(JSON.stringify(item)));
      return push(...items);
    };
    window.dataLayer = layer;
  });
  return events;
}

/** Marks the current document; the mark is gone once the browser has loaded another one. */
export const markDocument = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

/** Whether the page still shows the document `markDocument` marked. */
export const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.dataset.sameDocument === 'yes');

/**
 * Waits until every island of the page is live, as if the visitor had already been everywhere on
 * it: the boot script started everything (it marks the document) and the islands started without
 * being asked (the document then names the live page), then the islands that wait for the visitor
 * (`visible`, `scroll`: docs/decisions/0018-hydration-strategies.md) are made due at once and
 * waited for; or the page shows the remote's fallback. e2e/tests/hydration-strategies.spec.ts
 * tests the strategies themselves, without this.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-booted]').waitFor({ state: 'attached' });
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.page === window.location.pathname ||
      document.querySelector('[data-testid="remote-fallback"]') !== null,
  );
  await settleEveryIsland(page);
}

/**
 * Makes the islands that wait for the visitor due at once, and waits until every island of the
 * page has started or failed. Only once the boot script has armed the strategies: an island marked
 * due before then is one its strategy leaves alone, and nothing would hydrate it.
 */
export async function settleEveryIsland(page: Page, timeout?: number) {
  await page.locator('html[data-booted]').waitFor({ state: 'attached', ...(timeout === undefined ? {} : { timeout }) });
  await page.evaluate(() => {
    for (const marker of document.querySelectorAll('pv-island[data-island-id]:not([data-hydration])'))
      marker.setAttribute('data-hydration', 'due');
    document.dispatchEvent(new Event('pv-islands-due'));
  });
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('pv-island[data-island-id]')).every((marker) =>
        ['hydrated', 'failed'].includes(marker.getAttribute('data-hydration') ?? ''),
      ),
    undefined,
    { timeout },
  );
}
