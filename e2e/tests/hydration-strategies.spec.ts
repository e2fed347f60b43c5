// Each island hydrates under the strategy its page declares (docs/decisions/0018-hydration-strategies.md),
// not before, and works once hydrated; a page whose islands all wait downloads no React until the
// first one is due.
import type { Page } from '@playwright/test';
import { test, expect, hydrated, scriptsRequested, BOOT_SCRIPT_ALONE } from '../support/fixtures';

const stateOf = (page: Page, island: string) => page.locator(`pv-island[data-island="${island}"]`).getAttribute('data-hydration');

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a page of text never loads React: the header works from the boot script, the floating button and the newsletter start at a scroll and near the footer', async ({
    page,
    pageErrors,
  }) => {
    const requested = scriptsRequested(page);
    await page.goto('/privacy');
    // Nothing fetches a script before the first paint: no preload competes with the page's fonts and image.
    await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);

    // The header's menus are the boot script's: they work while the page has no React at all.
    await expect(page.locator('header[data-scripted]')).toBeAttached();
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })).toBeVisible();
    // Seconds later, still nothing but the boot script.
    await page.waitForTimeout(2500);
    expect(requested).toEqual(BOOT_SCRIPT_ALONE);
    expect(await stateOf(page, 'shell:floating-cta')).toBeNull();
    expect(await stateOf(page, 'shell:newsletter')).toBeNull();

    await page.mouse.wheel(0, 200);
    await expect.poll(() => stateOf(page, 'shell:floating-cta')).toBe('hydrated');
    expect(await stateOf(page, 'shell:newsletter')).toBeNull();

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => stateOf(page, 'shell:newsletter')).toBe('hydrated');
    // Started, the form checks the address in the page.
    const form = page.getByTestId('newsletter');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the marked field(s) below.');
    await expect(page).toHaveURL(/\/privacy$/);
    // Both are script islands of the shell: one chunk of the boot script's build, and never React.
    expect(requested).toEqual([...BOOT_SCRIPT_ALONE, expect.stringMatching(/^\/assets\/shell-script-islands\.[0-9a-f]+\.js$/)]);
    expect(pageErrors).toEqual([]);
  });

  test('an island clicked early is hydrated at once: the blog list, its code fetched once the page has painted', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
    await expect.poll(() => stateOf(page, 'mf_blog:blog-list')).toBe('hydrated');
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/\/blog\?tag=/);
  });

  test("the results' actions and e-mail form are script islands: their remote's module starts them", async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/chart-my-course/results?a=1a5tr');
    await hydrated(page);
    for (const name of ['results-actions', 'results-email']) expect(await stateOf(page, `mf_assessment:${name}`)).toBe('hydrated');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(scripts).toContainEqual(expect.stringMatching(/\/browser\/script-islands\.js$/));
  });

  test("a post's page downloads no React: its share buttons open their window with the boot script alone", async ({ page, context }) => {
    await context.route(/linkedin\.com/, (route) => route.fulfill({ status: 200, body: 'ok' }));
    // Tall enough that the share buttons show without a scroll (which would bring the floating button).
    await page.setViewportSize({ width: 1280, height: 1200 });
    const scripts = scriptsRequested(page);
    await page.goto('/blog/reading-your-first-term-sheet');
    await expect(page.locator('html[data-booted]')).toBeAttached();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Share on LinkedIn' }).click()]);
    expect(await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }))).toEqual({ width: 600, height: 400 });
    await popup.close();
    expect(scripts).toEqual(BOOT_SCRIPT_ALONE);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const path of ['/events', '/programs/launchpad', '/blog/reading-your-first-term-sheet', '/no-such-page', '/community']) {
    test(`${path} runs the boot script alone until the visitor scrolls: its embeds, share buttons, tabs or report need no React`, async ({
      page,
    }) => {
      const scripts = scriptsRequested(page);
      await page.goto(path);
      await expect(page.locator('html[data-booted]')).toBeAttached();
      await page.waitForTimeout(500);
      expect(scripts).toEqual(BOOT_SCRIPT_ALONE);
    });
  }

  test("the journey map, a script island on screen at once, starts without a scroll with its remote's script and no React", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/journey-map');
    await expect.poll(() => stateOf(page, 'mf_programs:journey-map')).toBe('hydrated');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForTimeout(500);
    expect(scripts).toEqual([...BOOT_SCRIPT_ALONE, expect.stringMatching(/\/browser\/script-islands\.js$/)]);
    // It works: a marker in view, focused, shows its card.
    await page.getByTestId('marker-hub').focus();
    await expect(page.getByTestId('card-hub')).toBeVisible();
  });

  test("the home page never loads React: its founder path selector and journey map start as they near the screen, with their remote's script", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/');
    await page.waitForTimeout(500);
    expect(await stateOf(page, 'mf_marketing:founder-path-selector')).toBeNull();
    expect(await stateOf(page, 'mf_marketing:venture-journey-map')).toBeNull();
    expect(scripts).toEqual(BOOT_SCRIPT_ALONE);

    await page.locator('#founder-path').scrollIntoViewIfNeeded();
    await expect.poll(() => stateOf(page, 'mf_marketing:founder-path-selector')).toBe('hydrated');
    await page.locator('#journey-map').scrollIntoViewIfNeeded();
    await expect.poll(() => stateOf(page, 'mf_marketing:venture-journey-map')).toBe('hydrated');
    // Besides the boot script: the remote's script islands, and the shell's (the floating button, at the scroll).
    expect([...scripts].sort()).toEqual(
      [
        ...BOOT_SCRIPT_ALONE,
        expect.stringMatching(/^\/assets\/shell-script-islands\.[0-9a-f]+\.js$/),
        expect.stringMatching(/\/browser\/script-islands\.js$/),
      ].sort(),
    );
    // It works: a card shows its recommendation in the page.
    await page.getByRole('link', { name: 'Serial Founder' }).click();
    await expect(page).toHaveURL(/\/\?path=serial#founder-path$/);
    await expect(page.getByRole('region', { name: 'Serial Founder' })).toBeVisible();
  });

  for (const path of ['/chart-my-course', '/programs/compass']) {
    test(`${path}: the assessment, a script island clicked at once, starts with its remote's script and no React`, async ({ page }) => {
      const scripts = scriptsRequested(page);
      await page.goto(path);
      await expect.poll(() => stateOf(page, 'mf_assessment:assessment')).toBe('hydrated');
      await page.waitForTimeout(500);
      expect(scripts).toEqual([...BOOT_SCRIPT_ALONE, expect.stringMatching(/\/browser\/script-islands\.js$/)]);
      // It works: an answer enables Next, which moves to the second question.
      const form = page.getByRole('form', { name: 'Founder assessment' });
      await form.getByRole('radio', { name: 'Exploring an idea' }).check();
      await form.getByRole('button', { name: 'Next' }).click();
      await expect(form.getByText('Question 2 of 5')).toBeVisible();
    });
  }
});
