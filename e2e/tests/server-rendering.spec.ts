// What crawlers and visitors without JavaScript get: complete HTML with content, header, footer,
// links, styles and head tags; and the same pages hydrate in the browser without a warning.
import { test, expect, hydrated } from '../support/fixtures';
import { siteRoutes } from '../support/routes';
import { e2eOrigin } from '../support/ports';

const origin = e2eOrigin;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of siteRoutes) {
    test(`${route.path} reads completely, with its head tags`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      // Styled by the inlined critical CSS: the header is fixed and the footer is navy.
      expect(await page.getByRole('banner').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      expect(await page.getByRole('contentinfo').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 31, 58)');

      await expect(page).toHaveTitle(route.title);
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
      expect(await meta('meta[name="description"]')).toBeTruthy();
      if (route.canonical) {
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${origin}${route.canonical}`);
        expect(await meta('meta[property="og:url"]')).toBe(`${origin}${route.canonical}`);
      } else {
        expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
        expect(await page.locator('meta[property="og:url"]').count()).toBe(0);
      }
      expect(await meta('meta[property="og:title"]')).toBe(await page.title());
      expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${origin}/`));
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await page.locator('meta[name="robots"]').count()).toBe(route.noindex ? 1 : 0);
      if (route.noindex) expect(await meta('meta[name="robots"]')).toBe('noindex,nofollow');
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('Organization');
    });
  }

  test('links and menus navigate without scripts', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/security');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Programs' }).hover();
    await nav.getByRole('link', { name: 'Compass Assessment' }).click();
    await expect(page).toHaveURL(/\/programs\/compass$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chart your course');
  });

  test('the phone menu opens without scripts', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await mobile.getByRole('link', { name: 'Compass Assessment', exact: true }).click();
    await expect(page).toHaveURL(/\/programs\/compass$/);
  });
});

test.describe('hydration', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    for (const route of siteRoutes) {
      test(`${route.path} at ${viewport.width} px hydrates with no warning and keeps the server content`, async ({ page, pageErrors }) => {
        await page.setViewportSize(viewport);
        const messages: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
        });
        const response = await page.goto(route.path);
        const serverHtml = (await response?.text()) ?? '';
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        const expected = route.status === 404 ? [/status of 404/, /User attempted to access non-existent route: \/no-such-page/] : [];
        expect(messages, 'console errors and warnings').toHaveLength(expected.length);
        expected.forEach((pattern, i) => expect(messages[i]).toMatch(pattern));
        expect(pageErrors).toEqual([]);
        // The server already rendered the content: no loading state ever replaces it.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        expect(serverHtml).not.toContain('Loading…');
      });
    }
  }

  test("the page's code starts only once its server HTML is on screen (first contentful paint)", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __entryAddedAt?: number };
      new MutationObserver(() => {
        if (w.__entryAddedAt === undefined && document.querySelector('body > script[src*="/assets/"]'))
          w.__entryAddedAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/blog');
    await hydrated(page);
    const { addedAt, fcp } = await page.evaluate(() => ({
      addedAt: (window as unknown as { __entryAddedAt?: number }).__entryAddedAt,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(fcp).toBeGreaterThan(0);
    expect(addedAt).toBeGreaterThan(fcp ?? Infinity);
  });

  test("following a link to another page gives that page's head tags, once each", async ({ page }) => {
    await page.goto('/privacy');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveTitle(/Security.* \| Prepared Ventures$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${origin}/security`);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(`${origin}/security`);
  });
});
