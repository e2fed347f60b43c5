// Each island hydrates under the strategy its page declares (docs/decisions/0018-hydration-strategies.md),
// not before, and works once hydrated; a page whose islands all wait downloads no React until the
// first one is due.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const stateOf = (page: Page, island: string) => page.locator(`pv-island[data-island="${island}"]`).getAttribute('data-hydration');

/** The scripts the page had asked for when its `load` event fired (call before the page loads). */
function scriptsAtLoad(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  return page.waitForEvent('load').then(() => [...new Set(requested)]);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a page of text: no React before its load, then the header when the browser is idle, the floating button at the first scroll, the newsletter near the viewport', async ({
    page,
    pageErrors,
  }) => {
    const atLoad = scriptsAtLoad(page);
    await page.goto('/privacy');
    expect(await atLoad).toEqual([expect.stringMatching(/^\/assets\/boot\.[0-9a-f]+\.js$/)]);
    expect(
      await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([expect.stringMatching(/\/assets\/boot\.[0-9a-f]+\.js$/)]);

    await expect.poll(() => stateOf(page, 'shell:header')).toBe('hydrated');
    expect(await stateOf(page, 'shell:floating-cta')).toBeNull();
    expect(await stateOf(page, 'shell:newsletter')).toBeNull();
    // The header works: its About menu opens on a click.
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');

    await page.mouse.wheel(0, 200);
    await expect.poll(() => stateOf(page, 'shell:floating-cta')).toBe('hydrated');
    expect(await stateOf(page, 'shell:newsletter')).toBeNull();

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => stateOf(page, 'shell:newsletter')).toBe('hydrated');
    // Hydrated, the form checks the address in the page.
    const form = page.getByTestId('newsletter');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the marked field(s) below.');
    await expect(page).toHaveURL(/\/privacy$/);
    expect(pageErrors).toEqual([]);
  });

  test('an island clicked early is hydrated at once: the blog list, its code fetched with the page', async ({ page }) => {
    await page.goto('/blog');
    expect(await page.locator('link[rel="preload"][as="script"]').count()).toBeGreaterThan(1);
    await expect.poll(() => stateOf(page, 'mf_blog:blog-list')).toBe('hydrated');
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/\/blog\?tag=/);
  });

  test('an island near the top is visible at once, so it is hydrated without a scroll: the share buttons of a post', async ({ page }) => {
    await page.goto('/blog');
    const post = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await post.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect.poll(() => stateOf(page, 'mf_blog:share-buttons')).toBe('hydrated');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
