// /events on the composed site: its sections, the calendar and the video as posters that load their
// frame only on request (from the configured origin, which the Content-Security-Policy lets in) and
// never show a frame whose provider cannot be reached, the play event, and the past flagship events
// as structured data.
import type { Page } from '@playwright/test';
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { test, expect, dataLayer, hydrated, scriptsRequested, BOOT_SCRIPT_ALONE } from '../support/fixtures';

const { eventsCalendar, video } = defaultSiteConfig.urls;
const FRAME_TEXT = 'Embedded third-party page';

/** Answers the calendar and video origins with a small page, and records what was asked of them. */
async function fakeEmbeds(page: Page) {
  const asked: string[] = [];
  for (const url of [eventsCalendar, video]) {
    await page.route(`${new URL(url).origin}/**`, (route) => {
      asked.push(`${route.request().method()} ${route.request().url()}`);
      return route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><title>x</title><p>${FRAME_TEXT}</p>` });
    });
  }
  return asked;
}

/** The calendar and video providers cannot be reached: every request to them fails, as offline. */
async function unreachableEmbeds(page: Page) {
  for (const url of [eventsCalendar, video]) await page.route(`${new URL(url).origin}/**`, (route) => route.abort('internetdisconnected'));
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

const calendarFrame = (page: Page) => page.locator('iframe[title="Events calendar"]');
const calendarPoster = (page: Page) => page.locator('#calendar [data-embed-state]');

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

test('the calendar is a poster until asked: the sessions we run and a link to open it, no frame and no request to the provider', async ({
  page,
}) => {
  const asked = await fakeEmbeds(page);
  await page.goto('/events');
  await hydrated(page);
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  await upcoming.scrollIntoViewIfNeeded();
  await expect(upcoming.getByRole('list', { name: 'Sessions we run every month' }).getByRole('listitem')).toHaveText([
    /Office Hours.*Every Tuesday/,
    /Workshops.*Two Thursdays a month/,
    /Networking.*Once a month/,
    /Pitch Practice.*Every Wednesday/,
  ]);
  await expect(upcoming.getByRole('link', { name: /^Open the calendar in a new tab/ })).toHaveAttribute('href', eventsCalendar);
  await expect(upcoming.getByRole('button', { name: 'Show the calendar' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('the calendar loads with the boot script alone: the page downloads no React for its embeds', async ({ page }) => {
  await fakeEmbeds(page);
  const scripts = scriptsRequested(page);
  // Tall enough that the calendar's button shows without a scroll (which would bring the floating button).
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/events');
  await expect(page.locator('html[data-booted]')).toBeAttached();
  const show = page.getByRole('button', { name: 'Show the calendar' });
  await expect(show).toBeInViewport();
  await show.click();
  await expect(calendarFrame(page)).toBeVisible();
  await expect(page.frameLocator('iframe[title="Events calendar"]').getByText(FRAME_TEXT)).toBeVisible();
  expect(scripts).toEqual(BOOT_SCRIPT_ALONE);
});

test('with the provider unreachable, the button tries and the poster stays with its link and says so: never a frame', async ({ page }) => {
  await unreachableEmbeds(page);
  await page.goto('/events');
  await hydrated(page);
  await page.getByRole('button', { name: 'Show the calendar' }).click();
  await expect(calendarPoster(page)).toHaveAttribute('data-embed-state', 'failed');
  await expect(page.locator('#calendar').getByRole('status')).toHaveText(/The calendar has not loaded here/);
  await expect(calendarFrame(page)).toHaveCount(0);
  await expect(page.locator('#calendar').getByRole('link', { name: /^Open the calendar in a new tab/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try loading it again' })).toBeVisible();
});

test('with a provider that answers, the button shows the calendar from the configured URL, and the CSP lets it in', async ({ page }) => {
  const violations = await cspViolations(page);
  const asked = await fakeEmbeds(page);
  await page.goto('/events');
  await hydrated(page);
  const show = page.getByRole('button', { name: 'Show the calendar' });
  await show.focus();
  await page.keyboard.press('Enter');
  // The box takes the calendar's height at the press, so nothing moves when the frame appears.
  const height = () => page.evaluate(() => document.querySelector('#calendar [data-embed-state]')?.getBoundingClientRect().height);
  const atPress = await height();
  expect(atPress).toBeGreaterThanOrEqual(680);
  await expect(calendarPoster(page)).toHaveAttribute('data-embed-state', 'shown');
  await expect(calendarFrame(page)).toBeVisible();
  await expect(calendarFrame(page)).toHaveAttribute('src', eventsCalendar);
  await expect(page.frameLocator('iframe[title="Events calendar"]').getByText(FRAME_TEXT)).toBeVisible();
  expect(await height()).toBe(atPress);
  expect([...asked].sort()).toEqual([`GET ${eventsCalendar}`, `HEAD ${eventsCalendar}`]);
  expect(await violations()).toEqual([]);
});

test('the video loads only on Play, records the play event, and plays from the configured URL', async ({ page }) => {
  const violations = await cspViolations(page);
  const asked = await fakeEmbeds(page);
  await page.goto('/events');
  await hydrated(page);
  const play = page.getByRole('button', { name: 'Play the video' });
  await play.scrollIntoViewIfNeeded();
  expect(asked).toEqual([]);
  await play.click();
  const frame = page.locator('iframe[title="Video: inside the community"]');
  await expect(frame).toHaveAttribute('src', `${video}?autoplay=1`);
  await expect(frame).toBeVisible();
  // The focus is inside the player's document; the page's active element is its frame.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Video: inside the community');
  await expect(page.frameLocator('iframe[title="Video: inside the community"]').getByText(FRAME_TEXT)).toBeVisible();
  expect(await dataLayer(page)).toContainEqual({ event: 'video_play', category: 'Events Video', label: 'Inside the community' });
  expect(await violations()).toEqual([]);
});

test('with the video provider unreachable, Play leaves the poster and its link, and says so', async ({ page }) => {
  await unreachableEmbeds(page);
  await page.goto('/events');
  await hydrated(page);
  await page.getByRole('button', { name: 'Play the video' }).click();
  await expect(page.locator('#video').getByRole('status')).toHaveText(/The video has not loaded here/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Watch in a new tab/ })).toHaveAttribute('href', video);
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
    await expect(page.getByRole('list', { name: 'Sessions we run every month' }).getByRole('listitem')).toHaveCount(4);
    // The buttons need scripts: out of sight, their links do the work.
    await expect(page.getByRole('button', { name: 'Show the calendar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Play the video' })).toHaveCount(0);
    for (const name of [/Open the calendar in a new tab/, /Join the community chat/, /Watch in a new tab/]) {
      const link = page.getByRole('link', { name }).first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('link', { name: /Watch in a new tab/ })).toHaveAttribute('href', video);
  });
});
