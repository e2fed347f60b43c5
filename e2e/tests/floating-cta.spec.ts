import { test, expect, hydrated, recordAnalytics } from '../support/fixtures';

const scrollTo = (page: import('@playwright/test').Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

test.describe('floating call to action on a phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('shows after 800 px, hides within 400 px of the bottom, records its click', async ({ page }) => {
    const events = await recordAnalytics(page);
    await page.goto('/terms');
    await hydrated(page);
    const cta = page.getByTestId('floating-cta');
    await scrollTo(page, 800);
    await expect(cta).toBeHidden();
    await scrollTo(page, 801);
    await expect(cta).toBeVisible();

    // The footer is laid out only as it nears the screen, and then keeps its height: at the end
    // once, so the page's height is final.
    await scrollTo(page, 100_000);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await scrollTo(page, bottom - 401);
    await expect(cta).toBeVisible();
    await scrollTo(page, bottom - 400);
    await expect(cta).toBeHidden();

    await scrollTo(page, 1000);
    await cta.getByRole('link', { name: 'Start Free Assessment' }).click();
    await expect(page).toHaveURL(/\/chart-my-course$/);
    await expect
      .poll(() => events)
      .toContainEqual({
        event: 'cta_click',
        category: 'Floating Button',
        label: 'Sticky CTA - Start Assessment',
      });
  });

  test('its words keep clear of the circle: every line at least 6 px inside the edge', async ({ page }) => {
    await page.goto('/terms');
    await hydrated(page);
    await scrollTo(page, 1000);
    const link = page.getByTestId('floating-cta').getByRole('link', { name: 'Start Free Assessment' });
    await expect(link).toBeVisible();
    const clearance = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const [cx, cy, radius] = [box.x + box.width / 2, box.y + box.height / 2, box.width / 2];
      const range = document.createRange();
      range.selectNodeContents(element);
      // The corners of each line's box, the farthest points of its words from the centre.
      return Math.min(
        ...[...range.getClientRects()].flatMap((line) =>
          [
            [line.left, line.top],
            [line.right, line.top],
            [line.left, line.bottom],
            [line.right, line.bottom],
          ].map(([x = 0, y = 0]) => radius - Math.hypot(x - cx, y - cy)),
        ),
      );
    });
    expect(clearance).toBeGreaterThanOrEqual(6);
  });

  test("dismissal lasts on the visit's next pages until a page is reloaded", async ({ page }) => {
    await page.goto('/terms');
    await hydrated(page);
    await scrollTo(page, 1000);
    await page.getByRole('button', { name: /Dismiss/ }).click();
    await expect(page.getByTestId('floating-cta')).toBeHidden();
    await scrollTo(page, 1200);
    await expect(page.getByTestId('floating-cta')).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await hydrated(page);
    await scrollTo(page, 1000);
    await page.waitForTimeout(100);
    await expect(page.getByTestId('floating-cta')).toBeHidden();
    await page.reload();
    await hydrated(page);
    await scrollTo(page, 1000);
    await expect(page.getByTestId('floating-cta')).toBeVisible();
  });
});

test.describe('floating call to action on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is never shown', async ({ page }) => {
    await page.goto('/terms');
    await hydrated(page);
    await scrollTo(page, 1200);
    await page.waitForTimeout(100);
    await expect(page.getByRole('link', { name: 'Start Free Assessment' }).and(page.locator('[href="/chart-my-course"]'))).toBeHidden();
  });
});
