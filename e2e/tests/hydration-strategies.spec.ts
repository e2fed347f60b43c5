// Each island comes to life under the strategy its page declares, and not before
// (docs/decisions/0032-react-islands.md): a React island is hydrated by React from its remote's
// container, which the page downloads with the hydrator once the first React island is due; a
// page whose React islands all wait has downloaded none of it, and a page without React islands
// never does. The shell's own behaviours are scripts of the boot script's build.
import type { Page } from '@playwright/test';
import { test, expect, hydrated, scriptsRequested, BOOT_SCRIPT_ALONE } from '../support/fixtures';

const stateOf = (page: Page, island: string) => page.locator(`pv-island[data-island="${island}"]`).first().getAttribute('data-hydration');

const HYDRATOR = /^\/assets\/hydrator\.[0-9a-f]+\.js$/;
const SHELL_SCRIPT_ISLANDS = /^\/assets\/shell-script-islands\.[0-9a-f]+\.js$/;
const CONTAINER = /\/browser\/remoteEntry\.js$/;

/** What the scripts requested so far amount to: the hydrator, the remotes' containers and the shell's script islands' chunk, each counted. */
const summary = (scripts: string[]) => ({
  hydrator: scripts.filter((path) => HYDRATOR.test(path)).length,
  containers: scripts.filter((path) => CONTAINER.test(path)).length,
  shellScripts: scripts.filter((path) => SHELL_SCRIPT_ISLANDS.test(path)).length,
});

/** Whether React hydrated the island's marker (React DOM keeps its root on the container). */
const hydratedByReact = (page: Page, island: string) =>
  page
    .locator(`pv-island[data-island="${island}"]`)
    .first()
    .evaluate((marker) => Object.keys(marker).some((key) => key.startsWith('__reactContainer$')));

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a page of text never loads React: the header works from the boot script, the floating button starts at a scroll and the newsletter near the footer, both scripts of the shell', async ({
    page,
    pageErrors,
  }) => {
    const requested = scriptsRequested(page);
    await page.goto('/privacy');
    // Nothing fetches a script before the first paint: no preload competes with the page's fonts and image.
    await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
    await expect(page.locator('header[data-scripted]')).toBeAttached();
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    // Seconds later, still nothing but the boot script.
    await page.waitForTimeout(2500);
    expect(requested).toEqual(BOOT_SCRIPT_ALONE);
    expect(await stateOf(page, 'shell:floating-cta')).toBeNull();
    expect(await stateOf(page, 'shell:email-form')).toBeNull();

    await page.mouse.wheel(0, 200);
    await expect.poll(() => stateOf(page, 'shell:floating-cta')).toBe('hydrated');
    expect(await stateOf(page, 'shell:email-form')).toBeNull();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => stateOf(page, 'shell:email-form')).toBe('hydrated');
    // Started, the form checks the address in the page.
    const form = page.getByTestId('newsletter');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the marked field(s) below.');
    await expect(page).toHaveURL(/\/privacy$/);
    expect(requested).toEqual([...BOOT_SCRIPT_ALONE, expect.stringMatching(SHELL_SCRIPT_ISLANDS)]);
    expect(pageErrors).toEqual([]);
  });

  test('`load`: the blog list is hydrated by React at once, from the blog remote’s container, and changes the list in the page', async ({
    page,
  }) => {
    const requested = scriptsRequested(page);
    await page.goto('/blog');
    await expect(page.locator('link[rel="preload"][as="script"]')).toHaveCount(0);
    await expect.poll(() => stateOf(page, 'mf_blog:blog-list')).toBe('hydrated');
    expect(await hydratedByReact(page, 'mf_blog:blog-list')).toBe(true);
    expect(summary(requested)).toMatchObject({ hydrator: 1, containers: 1 });
    await page.evaluate(() => (document.documentElement.dataset.sameDocument = 'yes'));
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/\/blog\?tag=/);
    await expect(page.locator('html[data-same-document="yes"]')).toBeAttached();
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

  test("`visible`: the results page's actions wait below the fold, then React hydrates them; its e-mail form is the shell's script", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/chart-my-course/results?a=1a5tr');
    await hydrated(page);
    expect(await stateOf(page, 'mf_assessment:results-actions')).toBe('hydrated');
    expect(await hydratedByReact(page, 'mf_assessment:results-actions')).toBe(true);
    expect(await stateOf(page, 'shell:email-form')).toBe('hydrated');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(summary(scripts)).toEqual({ hydrator: 1, containers: 1, shellScripts: 1 });
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

  test('`visible` on screen at once: the journey map is hydrated without a scroll, by React from the programs container', async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/journey-map');
    await expect.poll(() => stateOf(page, 'mf_programs:journey-map')).toBe('hydrated');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await hydratedByReact(page, 'mf_programs:journey-map')).toBe(true);
    expect(summary(scripts)).toEqual({ hydrator: 1, containers: 1, shellScripts: 0 });
    await page.getByTestId('marker-hub').focus();
    await expect(page.getByTestId('card-hub')).toBeVisible();
  });

  test('`visible` below the fold: the home page has downloaded no React until its founder paths near the screen, then one container for both islands', async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/');
    await expect(page.locator('html[data-booted]')).toBeAttached();
    await page.waitForTimeout(500);
    expect(await stateOf(page, 'mf_marketing:founder-path-selector')).toBeNull();
    expect(await stateOf(page, 'mf_marketing:venture-journey-map')).toBeNull();
    expect(scripts).toEqual(BOOT_SCRIPT_ALONE);

    await page.locator('#founder-path').scrollIntoViewIfNeeded();
    await expect.poll(() => stateOf(page, 'mf_marketing:founder-path-selector')).toBe('hydrated');
    expect(await stateOf(page, 'mf_marketing:venture-journey-map')).toBeNull();
    await page.locator('#journey-map').scrollIntoViewIfNeeded();
    await expect.poll(() => stateOf(page, 'mf_marketing:venture-journey-map')).toBe('hydrated');
    expect(await hydratedByReact(page, 'mf_marketing:venture-journey-map')).toBe(true);
    // The hydrator and the marketing container once for both; the shell's chunk for the floating button.
    expect(summary(scripts)).toEqual({ hydrator: 1, containers: 1, shellScripts: 1 });
    await page.getByRole('link', { name: 'Serial Founder' }).click();
    await expect(page).toHaveURL(/\/\?path=serial#founder-path$/);
    await expect(page.getByRole('region', { name: 'Serial Founder' })).toBeVisible();
  });

  for (const path of ['/chart-my-course', '/programs/compass']) {
    test(`${path}: \`load\`, the assessment is hydrated by React at once and works`, async ({ page }) => {
      const scripts = scriptsRequested(page);
      await page.goto(path);
      await expect.poll(() => stateOf(page, 'mf_assessment:assessment')).toBe('hydrated');
      expect(await hydratedByReact(page, 'mf_assessment:assessment')).toBe(true);
      expect(summary(scripts)).toMatchObject({ hydrator: 1, containers: 1 });
      const form = page.getByRole('form', { name: 'Founder assessment' });
      await form.getByRole('radio', { name: 'Exploring an idea' }).check();
      await form.getByRole('button', { name: 'Next' }).click();
      await expect(form.getByText('Question 2 of 5')).toBeVisible();
    });
  }
});
