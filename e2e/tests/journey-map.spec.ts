// The journey map screen on the composed site: the card on hover and focus, the fade then a
// navigation in the same document, visits that survive a reload, keyboard alone, phones.
import type { Page } from '@playwright/test';
import { test, expect, hydrated, markDocument, sameDocument } from '../support/fixtures';
import { expectRoutesAnswer } from '../support/site-links';

const KEY = 'visited-locations';
const marker = (page: Page, title: string) =>
  page.getByRole('group', { name: 'Venture journey map' }).getByRole('link', { name: new RegExp(`^${title}`) });
const card = (page: Page, id: string) => page.getByTestId(`card-${id}`);
const progress = (page: Page) => page.getByTestId('journey-progress');

/** Warnings and errors the page logs, e.g. a hydration mismatch. */
function consoleProblems(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  return messages;
}

/** The map's fade as the page runs it: each CSS transition of the map, its property, length and end value. */
interface Fade {
  property: string;
  durationMs: number;
  to: string;
}

/**
 * Records, in the tab's session storage, how long after the first click a navigation started, and the
 * transitions the click set running on the map. They are read from the animation itself, at once, not
 * sampled from the opacity while it changes: the opacity moves only as the renderer draws frames,
 * which a busy machine can hold back for longer than the fade.
 */
const recordLeaving = (page: Page) =>
  page.evaluate(() => {
    let clickedAt: number | undefined;
    document.addEventListener('click', () => (clickedAt ??= performance.now()), true);
    // Bubbling, so after the map's own handler: reading the style starts any transition it set.
    document.addEventListener('click', () => {
      const map = document.querySelector<HTMLElement>('[data-testid="journey-map"]');
      if (!map || sessionStorage.getItem('fades') !== null) return;
      void getComputedStyle(map).opacity;
      const fades = map.getAnimations().map((animation) => ({
        property: (animation as CSSTransition).transitionProperty,
        durationMs: Number(animation.effect?.getTiming().duration),
        to: String(animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes().at(-1)?.opacity : ''),
      }));
      sessionStorage.setItem('fades', JSON.stringify(fades));
    });
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', () => {
      if (clickedAt !== undefined && sessionStorage.getItem('navigatedAfter') === null)
        sessionStorage.setItem('navigatedAfter', String(performance.now() - clickedAt));
    });
  });
const navigatedAfter = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('navigatedAfter') ?? Number.NaN));
const fadesOnClick = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('fades') ?? 'null') as Fade[] | null);

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hovering a marker highlights it and shows its card', async ({ page }) => {
    await page.goto('/journey-map');
    await hydrated(page);
    await page.getByRole('group', { name: 'Venture journey map' }).scrollIntoViewIfNeeded();
    await expect(progress(page)).toHaveText('0 of 7 visited');
    await expect(card(page, 'strategy-tower')).toBeHidden();
    await marker(page, 'Strategy Tower').hover();
    await expect(card(page, 'strategy-tower')).toBeVisible();
    await expect(card(page, 'strategy-tower').getByRole('heading', { name: 'Strategy Tower' })).toBeVisible();
    await expect(card(page, 'strategy-tower').getByRole('link', { name: 'Explore Strategy Tower' })).toHaveAttribute(
      'href',
      '/programs/engine',
    );
    // The card is inside the map, beside its marker.
    const map = await page.getByRole('group', { name: 'Venture journey map' }).boundingBox();
    const box = await card(page, 'strategy-tower').boundingBox();
    expect(box && map && box.x >= map.x && box.x + box.width <= map.x + map.width).toBe(true);
    await page.mouse.move(5, 5);
    await expect(card(page, 'strategy-tower')).toBeHidden();
  });

  test('Explore fades the map out for about 0.8 s, then loads the destination page', async ({ page, pageErrors }) => {
    await page.goto('/journey-map');
    await hydrated(page);
    await markDocument(page);
    await recordLeaving(page);
    await page.getByRole('group', { name: 'Venture journey map' }).scrollIntoViewIfNeeded();
    await marker(page, 'Training Academy').hover();
    await card(page, 'training-academy')
      .getByRole('link', { name: /^Explore/ })
      .click();
    expect(page.url()).toMatch(/\/journey-map$/);
    await expect(page).toHaveURL(/\/programs\/breakthrough$/);
    expect(await fadesOnClick(page)).toEqual([{ property: 'opacity', durationMs: 800, to: '0' }]);
    const after = await navigatedAfter(page);
    expect(after).toBeGreaterThanOrEqual(790);
    expect(after).toBeLessThan(1500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breakthrough Accelerator');
    // A path change is a document load (docs/decisions/0007-islands.md).
    expect(await sameDocument(page)).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  test('visits survive a reload: "N of 7", a marked marker and Revisit; the server HTML says 0', async ({ page, request }) => {
    await page.goto('/journey-map');
    await hydrated(page);
    await marker(page, 'Strategy Tower').click();
    await expect(page).toHaveURL(/\/programs\/engine$/);
    await page.goto('/journey-map');
    await hydrated(page);
    await marker(page, 'Planning Observatory').click();
    await expect(page).toHaveURL(/\/chart-my-course$/);
    // A fresh load: the server renders none visited, the browser hydrates that and then shows two.
    const problems = consoleProblems(page);
    await page.goto('/journey-map');
    await hydrated(page);
    await expect(progress(page)).toHaveText('2 of 7 visited');
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], KEY)).toEqual([
      'strategy-tower',
      'planning-observatory',
    ]);
    await expect(marker(page, 'Strategy Tower')).toHaveAccessibleName(/visited$/);
    await page.getByRole('group', { name: 'Venture journey map' }).scrollIntoViewIfNeeded();
    await marker(page, 'Planning Observatory').hover();
    await expect(card(page, 'planning-observatory').getByRole('link', { name: 'Revisit Planning Observatory' })).toBeVisible();
    const serverHtml = (await (await request.get('/journey-map')).text()).replace(/<!-- -->/g, '');
    expect(serverHtml).toContain('>0</strong> of 7 visited');
    expect(problems).toEqual([]);
  });

  test('storage holding garbage counts as nothing visited, with no error', async ({ page, pageErrors }) => {
    const problems = consoleProblems(page);
    await page.addInitScript((key) => localStorage.setItem(key, '{"hub": tru'), KEY);
    await page.goto('/journey-map');
    await hydrated(page);
    await expect(progress(page)).toHaveText('0 of 7 visited');
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('works by keyboard alone', async ({ page }) => {
    await page.goto('/journey-map');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Choose a destination' }).click();
    // The pointer goes to rest on the fixed header. Left on the heading, it ends up over a marker
    // once the focus scrolls the map, and that marker's hover card replaces the focused one's.
    await page.mouse.move(1, 1);
    await page.keyboard.press('Tab');
    await expect(marker(page, 'Founder Hub')).toBeFocused();
    await expect(card(page, 'hub')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(card(page, 'hub').getByRole('link', { name: 'Explore Founder Hub' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card(page, 'hub')).toBeHidden();
    await expect(marker(page, 'Founder Hub')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(marker(page, 'Training Academy')).toBeFocused();
    await expect(card(page, 'training-academy')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/programs\/breakthrough$/);
  });

  test('with reduced motion it navigates without the fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/journey-map');
    await hydrated(page);
    await recordLeaving(page);
    await marker(page, 'Strategy Tower').click();
    await expect(page).toHaveURL(/\/programs\/engine$/);
    expect(await navigatedAfter(page)).toBeLessThan(200);
    expect(await fadesOnClick(page)).toEqual([]);
    expect(await page.getByTestId('journey-map').count()).toBe(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a first tap shows the card on screen, a second explores; nothing is wider than the screen', async ({ page }) => {
    await page.goto('/journey-map');
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await marker(page, 'Workshop Center').tap();
    await expect(card(page, 'workshop-center')).toBeVisible();
    const box = await card(page, 'workshop-center').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375 && box.y + box.height <= 812).toBe(true);
    await expect(page).toHaveURL(/\/journey-map$/);
    await card(page, 'workshop-center')
      .getByRole('link', { name: /^Explore/ })
      .tap();
    await expect(page).toHaveURL(/\/events$/);
  });
});

test('every destination leads to its final page directly, never through a redirect', async ({ page, request }) => {
  await page.goto('/journey-map');
  const hrefs = await page.getByTestId(/^marker-/).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(['/', '/programs/breakthrough', '/events', '/programs/engine', '/community', '/resources', '/chart-my-course']);
  await expectRoutesAnswer(request, hrefs);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every marker is a plain link', async ({ page }) => {
    await page.goto('/journey-map');
    await expect(progress(page)).toHaveText('0 of 7 visited');
    await marker(page, 'Training Academy').click();
    await expect(page).toHaveURL(/\/programs\/breakthrough$/);
  });
});
