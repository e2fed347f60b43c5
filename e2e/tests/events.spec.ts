// /events on the composed site: its sections, the calendar that loads only near the viewport or on
// request (from the configured origin, which the Content-Security-Policy lets in), the video behind
// its preview with the play event, and the past flagship events as structured data.
import type { Page } from '@playwright/test';
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { test, expect, dataLayer, hydrated } from '../support/fixtures';

const { eventsCalendar, video } = defaultSiteConfig.urls;
const FRAME_TEXT = 'Embedded third-party page';

/** Answers the calendar and video origins with a small page, and records what was asked of them. */
async function fakeEmbeds(page: Page) {
  const asked: string[] = [];
  for (const url of [eventsCalendar, video]) {
    await page.route(`${new URL(url).origin}/**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><title>x</title><p>${FRAME_TEXT}</p>` });
    });
  }
  return asked;
}

/** Content-Security-Policy violations the page reports from now on. */
async function cspViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('the sections, in order, with one h1', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn from founders who are a step ahead');
  await expect(page.locator('main h2')).toHaveText([
    'Upcoming events',
    'Four ways to show up',
    'Our flagship events of 2024',
    'The network behind the events',
    'See what an evening looks like',
    'Never miss a session',
  ]);
});

test('the calendar loads only when it comes near the viewport, from the configured URL, and the CSP lets it in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  const violations = await cspViolations(page);
  const asked = await fakeEmbeds(page);
  await page.goto('/events');
  await hydrated(page);
  await page.waitForTimeout(500);
  const frame = page.locator('iframe[title="Events calendar"]');
  await expect(frame).toHaveCount(0);
  expect(asked).toEqual([]);
  await page.getByRole('heading', { name: 'Upcoming events' }).scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('src', eventsCalendar);
  await expect(page.frameLocator('iframe[title="Events calendar"]').getByText(FRAME_TEXT)).toBeVisible();
  expect(asked).toEqual([eventsCalendar]);
  expect(await violations()).toEqual([]);
});

test('"Show the calendar now" loads it at once, by keyboard', async ({ page }) => {
  // Short enough that the calendar is more than 200 px below the fold.
  await page.setViewportSize({ width: 1280, height: 300 });
  await fakeEmbeds(page);
  await page.goto('/events');
  await hydrated(page);
  const show = page.getByRole('button', { name: 'Show the calendar now' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe[title="Events calendar"]')).toHaveAttribute('src', eventsCalendar);
});

test('the video loads only on Play, records the play event, and plays from the configured URL', async ({ page }) => {
  const violations = await cspViolations(page);
  const asked = await fakeEmbeds(page);
  await page.goto('/events');
  await hydrated(page);
  const play = page.getByRole('button', { name: /Inside the community.*Play the video/ });
  await play.scrollIntoViewIfNeeded();
  expect(asked.filter((url) => url.startsWith(video))).toEqual([]);
  await play.click();
  const frame = page.locator('iframe[title="Video: inside the community"]');
  await expect(frame).toHaveAttribute('src', `${video}?autoplay=1`);
  // The focus is inside the player's document; the page's active element is its frame.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Video: inside the community');
  await expect(page.frameLocator('iframe[title="Video: inside the community"]').getByText(FRAME_TEXT)).toBeVisible();
  expect(await dataLayer(page)).toContainEqual({ event: 'video_play', category: 'Events Video', label: 'Inside the community' });
  expect(await violations()).toEqual([]);
});

test('the flagship events are past events, described as schema.org Events of 2024', async ({ page }) => {
  await page.goto('/events');
  const past = page.getByRole('region', { name: 'Our flagship events of 2024' });
  await expect(past.getByRole('article')).toHaveCount(2);
  await expect(past).toContainText('Held October 17, 2024');
  await expect(past).toContainText('200+ founders');
  await expect(past).toContainText('Held September 20-22, 2024');
  await expect(past).toContainText('150+ participants');
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, string>,
  );
  const events = jsonLd.filter((data) => data['@type'] === 'Event');
  expect(events.map((event) => [event.name, event.startDate?.slice(0, 7), event.eventStatus])).toEqual([
    ['Founder Summit 2024', '2024-10', 'https://schema.org/EventScheduled'],
    ['54-Hour Startup Weekend', '2024-09', 'https://schema.org/EventScheduled'],
  ]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML has the content, no frame, and links to the calendar, the chat and the video instead', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Four ways to show up' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show the calendar now' })).toHaveCount(0);
    for (const name of [/Open the calendar in a new tab/, /Join the community chat/, /Inside the community/]) {
      const link = page.getByRole('link', { name }).first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('link', { name: /Inside the community/ })).toHaveAttribute('href', video);
  });
});
