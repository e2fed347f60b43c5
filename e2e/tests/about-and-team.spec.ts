// /about and /team on the composed site, and the links of the three front-door pages (home, about,
// team): every one of them resolves.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from '../support/fixtures';
import { e2eOrigin } from '../support/ports';
import { findRoute, redirects } from '@pv/shared/contract/routes.ts';

test.describe('about', () => {
  test('is titled "About <brand> | No-Equity Startup Accelerator" and shows its sections in order', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await expect(page).toHaveTitle('About Prepared Ventures | No-Equity Startup Accelerator');
    await expect(page.getByRole('main').locator('h2')).toHaveText([
      'Started by founders who paid too much for help',
      'Measure what moves founders',
      'Help that is priced, scoped and yours to keep',
      'Not another accelerator',
      'What founders have done with it',
      'Build the next generation of companies with us',
      'See where your venture stands',
    ]);
  });

  test('links to partnerships, mentors, partners and the programs', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Learn More about partnerships', '/partnerships'],
      ['Become a Partner', '/partnerships'],
      ['Apply to Mentor', '/mentors'],
      ['Join Network', '/partners'],
      ['Explore Our Programs', '/programs/compass'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });
});

test.describe('team', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`shows 2 leaders, 5 advisors, the expert contributors and 4 values at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/team');
      await hydrated(page);
      const cards = (name: string) => page.getByRole('list', { name, exact: true }).locator(':scope > li');
      await expect(cards('Leadership team')).toHaveCount(2);
      await expect(cards('Strategic advisors and entrepreneurs in residence')).toHaveCount(5);
      const experts = page.locator('#experts li');
      expect(await experts.count()).toBeGreaterThanOrEqual(25);
      expect(await experts.count()).toBeLessThanOrEqual(30);
      await expect(page.locator('#experts h3')).toHaveText([
        'Fundraising and finance',
        'Legal and compliance',
        'Sales and marketing',
        'Product and design',
        'Engineering and hardware',
        'People and operations',
      ]);
      await expect(cards('Our values').locator('h3')).toHaveText([
        'Founder-First',
        'Practical Excellence',
        'Authentic Support',
        'Continuous Learning',
      ]);
      await expect(page.getByRole('heading', { level: 2, name: '50+ experts in our network' })).toBeVisible();
      // Pictures have their size before anything loads: nothing moves.
      for (const portrait of await page.locator('svg[data-portrait]').all()) {
        expect(Number(await portrait.getAttribute('width'))).toBeGreaterThan(0);
      }
    });
  }

  test('gives the leaders first-name e-mails and everyone a profile link that opens in a new tab', async ({ page }) => {
    await page.goto('/team');
    const leaders = page.getByRole('list', { name: 'Leadership team', exact: true });
    await expect(leaders.getByRole('link', { name: /@/ })).toHaveText(['eleanor@example.com', 'david@example.com']);
    const profiles = page.getByRole('main').getByRole('link', { name: /^Professional profile of/ });
    await expect(profiles).toHaveCount(7);
    for (const profile of await profiles.all()) {
      await expect(profile).toHaveAttribute('target', '_blank');
      await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

/** The page's links to this site, as paths with their query. */
const siteLinks = (page: Page) =>
  page
    .getByRole('main')
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);

test.describe('every link of the front-door pages resolves', () => {
  for (const path of ['/', '/about', '/team']) {
    test(`${path}: its links to the site answer, or are pages of the route table still being built`, async ({ page, request }) => {
      await page.goto(path);
      const links = await siteLinks(page);
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) {
        const target = new URL(href, e2eOrigin);
        const route = findRoute(target.pathname);
        const response = await request.get(target.href, { maxRedirects: 0 });
        if (target.pathname in redirects) expect(response.status(), href).toBe(301);
        // A planned route is a page of the table another page family builds (docs/site-map.md): it
        // answers 404 until it goes live, and then this expects 200 of it.
        else if (route?.status === 'planned') expect(response.status(), href).toBe(404);
        else expect({ href, status: response.status(), route: route?.path }).toEqual({ href, status: 200, route: route?.path });
        expect(route ?? (target.pathname in redirects ? 'redirect' : undefined), href).toBeDefined();
      }
    });
  }
});
