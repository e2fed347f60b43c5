import { test, expect, dataLayer, hydrated, recordAnalytics } from '../support/fixtures';

test('a page view per page and per change of the query in it, each once, with path and query', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const events = await recordAnalytics(page);
  await page.goto('/security?ref=newsletter');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await hydrated(page);
  // The blog's filters change the query in the page: a page view each, back included.
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('checkbox', { name: /^Boston/ })
    .click();
  await expect(page).toHaveURL(/\/blog\?tag=Boston$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect
    .poll(() => events.filter((e) => e.event === 'page_view'))
    .toEqual([
      { event: 'page_view', page_path: '/security?ref=newsletter' },
      { event: 'page_view', page_path: '/privacy' },
      { event: 'page_view', page_path: '/blog' },
      { event: 'page_view', page_path: '/blog?tag=Boston' },
      { event: 'page_view', page_path: '/blog' },
    ]);
});

test('call-to-action and external link clicks carry category and label, from the links alone', async ({ page, context }) => {
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

test("a visit reports its LCP, INP, CLS, FCP and TTFB once each, with the page's route pattern and each remote's release", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/blog');
  const post = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const events = await recordAnalytics(page);
  await post.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await hydrated(page);
  // An interaction, for INP; then the page is hidden, as when the visitor leaves: the final values go.
  await page.getByRole('heading', { level: 1 }).click();
  // Its timing is known once the frame after it is on screen; only then can INP count it.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await hide();
  await hide();
  const vitals = () => events.filter((event) => event.event === 'web_vital');
  await expect
    .poll(() =>
      vitals()
        .map((event) => event.metric_name)
        .sort(),
    )
    .toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  for (const event of vitals()) {
    expect(event).toEqual({
      event: 'web_vital',
      metric_name: expect.any(String),
      metric_value: expect.any(Number),
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      metric_id: expect.stringMatching(/^v\d+-/),
      page_route: '/blog/:slug',
      releases: { mf_blog: expect.stringMatching(/^\S+$/) },
    });
  }
});
