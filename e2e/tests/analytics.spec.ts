import { test, expect, dataLayer, hydrated } from '../support/fixtures';

test('a page view per route change, the first load once, with path and query', async ({ page }) => {
  await page.goto('/security?ref=newsletter');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'page_view'))
    .toEqual([
      { event: 'page_view', page_path: '/security?ref=newsletter' },
      { event: 'page_view', page_path: '/privacy' },
      { event: 'page_view', page_path: '/terms' },
    ]);
});

test('call-to-action and external link clicks carry category and label', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/security');
  await hydrated(page);
  await context.route('https://**', (route) => route.fulfill({ status: 204 }));
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Start Free Assessment' }).click()]);
  await popup.close();
  const events = await dataLayer(page);
  expect(events).toContainEqual({ event: 'cta_click', category: 'Header', label: 'Start Free Assessment' });
  expect(events).toContainEqual(expect.objectContaining({ event: 'external_link_click', category: 'Header' }));
});

test('GA4 is not loaded when no measurement id is configured', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/security');
  await hydrated(page);
  expect(requests.filter((u) => u.includes('googletagmanager'))).toEqual([]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
});
