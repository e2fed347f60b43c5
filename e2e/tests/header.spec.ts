import { test, expect, hydrated } from '../support/fixtures';

test.describe('header on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('About opens 300 ms after hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/security');
    await hydrated(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About' });
    const menu = nav.getByRole('link', { name: 'About Us' });

    await about.hover();
    await page.clock.runFor(290);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(20);
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();

    await page.mouse.move(640, 600);
    await page.clock.runFor(140);
    await expect(menu).toBeVisible();
    await page.clock.runFor(20);
    await expect(menu).toBeHidden();
  });

  test('keyboard: focus opens, Enter and Space toggle, Escape closes and keeps focus', async ({ page }) => {
    await page.goto('/security');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About' });
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
  });

  test('scrolled state turns on above 50 px and the active route is highlighted', async ({ page }) => {
    await page.goto('/terms');
    await hydrated(page);
    const header = page.getByTestId('site-header');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.goto('/programs/compass');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Programs' })).toHaveAttribute(
      'data-active',
      'true',
    );
  });

  test('the call to action opens the external assessment in a new tab with campaign parameters', async ({ page }) => {
    await page.goto('/security');
    const cta = page.getByRole('link', { name: 'Start Free Assessment' });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await cta.getAttribute('href')) ?? '');
    expect(href.searchParams.get('utm_source')).toBe('website');
    expect(href.searchParams.get('utm_medium')).toBe('header');
    expect(href.searchParams.get('utm_campaign')).toBe('homepage');
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('menu toggle, accordion, mobile label, and everything closes on navigation', async ({ page }) => {
    await page.goto('/security');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole('link', { name: /Take Compass Assessment/ })).toBeVisible();
    const about = mobile.getByRole('button', { name: /About/ });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await mobile.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(mobile).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobile.getByRole('button', { name: /About/ })).toHaveAttribute('aria-expanded', 'false');
  });

  test("the menu's Take Compass Assessment looks like the header's orange button, the menu's full width, on one line", async ({ page }) => {
    await page.goto('/security');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    const cta = mobile.getByRole('link', { name: /Take Compass Assessment/ });
    const look = await cta.evaluate((link) => {
      const style = getComputedStyle(link);
      return { background: style.backgroundColor, radius: style.borderRadius, height: link.getBoundingClientRect().height };
    });
    expect(look.background).toBe('rgb(245, 165, 36)');
    expect(parseFloat(look.radius)).toBeGreaterThan(100);
    expect(look.height).toBeLessThan(56);
    const [ctaBox, firstRow] = [await cta.boundingBox(), await mobile.getByRole('link', { name: 'Home' }).boundingBox()];
    expect(ctaBox?.width).toBeCloseTo(firstRow?.width ?? 0, 0);
  });

  test('the brand name stays on one line at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/security');
    const brand = page.getByRole('link', { name: /home$/ }).first();
    expect((await brand.boundingBox())?.height).toBeLessThanOrEqual(44);
  });
});

test.describe('header on a phone, before the boot script runs', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a menu opened before the script takes the header over stays open once it has', async ({ page }) => {
    // The boot script, held back until the menu has been opened through its no-script path (focus).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/security', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(page.locator('header[data-scripted]')).toHaveCount(0);
    release();
    await hydrated(page);
    await expect(mobile).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
