// The home page on the composed site: its sections in order, the three widgets (rotating word,
// founder path selector, journey map) with the mouse and the keyboard at both widths, the external
// assessment links' campaigns, the footer's section links from another page, and the server HTML
// without JavaScript.
import type { Page } from '@playwright/test';
import { test, expect, dataLayer, hydrated } from '../support/fixtures';

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

const SECTION_HEADINGS = [
  'Become a Prepared Venture',
  'An accelerator that takes no equity',
  'Find Your Founder Path',
  'Venture Journey Map',
  'What founders say',
  'Built in Boston for founders who want to keep their company',
  'Learn next to other founders',
];

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
}

const utm = (href: string | null) => {
  const url = new URL(href ?? '');
  return {
    source: url.searchParams.get('utm_source'),
    medium: url.searchParams.get('utm_medium'),
    campaign: url.searchParams.get('utm_campaign'),
  };
};

/** The word on screen: the others are there too, hidden, in the same cell. */
const currentWord = (page: Page) => page.getByTestId('rotating-word').locator('span:visible');

test('shows its sections in order, after the hero', async ({ page, pageErrors }) => {
  await openHome(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Turning Founder Potential into Momentum');
  await expect(main.locator('h2')).toHaveText([...SECTION_HEADINGS]);
  expect(await main.locator('section[id]').evaluateAll((sections) => sections.map((section) => section.id))).toEqual([
    'how-it-works',
    'founder-path',
    'journey-map',
    'testimonials',
    'about',
    'events',
  ]);
  await expect(main.getByRole('list', { name: 'Our track record' }).getByRole('listitem')).toHaveCount(3);
  await expect(main.getByRole('list', { name: 'What founders say' }).getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
  await main.getByRole('link', { name: 'Find your founder path' }).click();
  await expect(page.locator('section#founder-path')).toBeInViewport();
  expect(pageErrors).toEqual([]);
});

test('success stories: two on the home page, and a link to every one on the community page’s success tab', async ({ page }) => {
  await openHome(page);
  const section = page.locator('#testimonials');
  const stories = section.getByRole('list', { name: 'Success stories from the community' }).getByRole('article');
  await expect(stories).toHaveCount(2);
  await section.getByRole('link', { name: 'Read all success stories' }).click();
  await expect(page).toHaveURL(/\/community\?tab=success$/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Success stories');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(4);
});

test('the network is told as the kinds of investors and partners founders meet, not as logos of firms', async ({ page }) => {
  await openHome(page);
  const kinds = page.getByRole('list', { name: 'The kinds of investors and partners our founders meet' }).getByRole('listitem');
  await expect(kinds).toHaveCount(6);
  await expect(kinds.first()).toHaveText('Angel investors and syndicates');
});

test.describe('the external assessment', () => {
  test('the hero and the journey map link to it with the homepage campaign, in a new tab, recorded as calls to action', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(desktop);
    await openHome(page);
    const links = page.getByRole('main').getByRole('link', { name: 'Start Free Assessment' });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(utm(await link.getAttribute('href'))).toMatchObject({ source: 'website', campaign: 'homepage' });
    }
    await context.route('https://**', (route) => route.fulfill({ status: 204 }));
    const [request] = await Promise.all([context.waitForEvent('request', (r) => r.url().includes('utm_campaign')), links.first().click()]);
    expect(utm(request.url())).toEqual({ source: 'website', medium: 'home_hero', campaign: 'homepage' });
    const events = await dataLayer(page);
    expect(events).toContainEqual({ event: 'cta_click', category: 'Home Hero', label: 'Start Free Assessment' });
    expect(events).toContainEqual(expect.objectContaining({ event: 'external_link_click', category: 'Home Hero' }));
  });

  test('the founder path recommendation links to it with the path_selector campaign', async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: 'First-Time Founder' }).click();
    const link = page.getByRole('region', { name: 'First-Time Founder' }).getByRole('link', { name: 'Start Free Assessment' });
    expect(utm(await link.getAttribute('href'))).toEqual({ source: 'website', medium: 'founder_path', campaign: 'path_selector' });
  });
});

test.describe('the rotating word', () => {
  test('arrives still on LAUNCH, moves on every 2000 ms in order, stops on Pause and moves on after Play', async ({ page }) => {
    const response = await page.goto('/');
    expect(await response?.text()).toMatch(/data-motion="still"[^>]*><span>LAUNCH<\/span><span>GROWTH<\/span>/);
    const pause = page.getByRole('button', { name: 'Pause the rotating word' });
    await expect(pause).toBeVisible();
    const words = ['LAUNCH', 'GROWTH', 'PARTNERSHIPS', 'LEADERSHIP', 'ANGEL', 'VC'];
    // A CSS animation: the page's clock does not drive it, so this watches real time.
    const changes = await page.evaluate(async () => {
      const stack = document.querySelector('[data-testid="rotating-word"]');
      const shown = () => Array.from(stack?.children ?? []).find((word) => getComputedStyle(word).visibility === 'visible')?.textContent;
      const seen: { word: string | null | undefined; at: number }[] = [{ word: shown(), at: performance.now() }];
      while (seen.length < 3) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const word = shown();
        // A frame between two turns may show neither: the next word starts transparent anyway.
        if (word && word !== seen.at(-1)?.word) seen.push({ word, at: performance.now() });
      }
      return seen;
    });
    const [first, second, third] = changes;
    expect(words.indexOf(third?.word ?? '')).toBe((words.indexOf(second?.word ?? '') + 1) % words.length);
    expect(words.indexOf(second?.word ?? '')).toBe((words.indexOf(first?.word ?? '') + 1) % words.length);
    expect((third?.at ?? 0) - (second?.at ?? 0)).toBeGreaterThan(1900);
    expect((third?.at ?? 0) - (second?.at ?? 0)).toBeLessThan(2200);

    await pause.click();
    const paused = (await currentWord(page).textContent()) ?? '';
    await page.waitForTimeout(2500);
    await expect(currentWord(page)).toHaveText(paused);
    await page.getByRole('button', { name: 'Play the rotating word' }).press('Enter');
    await expect(currentWord(page)).toHaveText(words[(words.indexOf(paused) + 1) % words.length] ?? '', { timeout: 2500 });
  });

  test('stays still when the visitor asks for reduced motion, until Play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Play the rotating word' })).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(currentWord(page)).toHaveText('LAUNCH');
    await page.getByRole('button', { name: 'Play the rotating word' }).click();
    await expect(currentWord(page)).toHaveText('GROWTH', { timeout: 2500 });
  });
});

test.describe('the founder path selector', () => {
  test('shows a recommendation from the keyboard, and returns to the chosen card', async ({ page }) => {
    await openHome(page);
    const serial = page.getByRole('link', { name: 'Serial Founder' });
    await serial.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?path=serial#founder-path$/);
    const result = page.getByRole('region', { name: 'Serial Founder' });
    await expect(result.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(result).toContainText('Engine Advisory');
    await expect(result.getByRole('link', { name: 'Explore Engine' })).toHaveAttribute('href', '/programs/engine');
    await result.getByRole('link', { name: 'Choose Different Path' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Serial Founder' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Founder paths' }).getByRole('listitem')).toHaveCount(3);
  });

  test('Back returns from a recommendation to the cards', async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: 'Exploring an Idea' }).click();
    await expect(page.getByRole('region', { name: 'Exploring an Idea' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('list', { name: 'Founder paths' })).toBeVisible();
  });
});

test.describe('the journey map on desktop', () => {
  test.use({ viewport: desktop });

  const details = (page: Page, stage: string) => page.locator(`[data-stage="${stage}"] [data-details]`);
  const emblem = (page: Page, name: string) => page.getByRole('button', { name: `Details of ${name}` });

  test('opens one card at a time from its emblem, and closes it from the same emblem', async ({ page }) => {
    await openHome(page);
    for (const stage of ['compass', 'engine', 'launchpad']) await expect(details(page, stage)).toBeHidden();
    await emblem(page, 'Engine').click();
    await expect(details(page, 'engine')).toBeVisible();
    await expect(details(page, 'engine')).toContainText('From $495/mo');
    await emblem(page, 'Launchpad').click();
    await expect(details(page, 'launchpad')).toBeVisible();
    await expect(details(page, 'engine')).toBeHidden();
    await emblem(page, 'Launchpad').click();
    await expect(details(page, 'launchpad')).toBeHidden();
  });

  test('shows the climb and highlights the route from the stage pointed at or focused', async ({ page }) => {
    await openHome(page);
    const map = page.locator('#journey-map');
    await expect(map.locator('[data-timing]')).toHaveText(['3-6 months to the next stage', '6-12 months to the next stage']);
    for (const elevation of ['1,200m', '2,400m', '3,800m']) await expect(map.getByText(elevation, { exact: true })).toBeVisible();
    // The higher the stage, the higher its emblem.
    const tops = await Promise.all(
      ['Compass', 'Engine', 'Launchpad'].map(async (name) => (await emblem(page, name).boundingBox())?.y ?? 0),
    );
    expect(tops[0]).toBeGreaterThan(tops[1] ?? 0);
    expect(tops[1]).toBeGreaterThan(tops[2] ?? 0);

    const highlighted = map.locator('[data-route][data-highlighted]');
    await emblem(page, 'Compass').hover();
    await expect(highlighted).toHaveAttribute('data-route', 'compass-engine');
    await emblem(page, 'Engine').hover();
    await expect(highlighted).toHaveAttribute('data-route', 'engine-launchpad');
    await emblem(page, 'Launchpad').hover();
    await expect(highlighted).toHaveCount(0);

    await page.mouse.move(5, 5);
    await emblem(page, 'Compass').focus();
    await expect(highlighted).toHaveAttribute('data-route', 'compass-engine');
    await page.keyboard.press('Enter');
    await expect(details(page, 'compass')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(details(page, 'compass')).toBeHidden();
  });

  test('ends with Explore Programs, to the Compass page', async ({ page }) => {
    await openHome(page);
    await page.locator('#journey-map').getByRole('link', { name: 'Explore Programs' }).click();
    await expect(page).toHaveURL(/\/programs\/compass$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chart your course');
  });
});

test.describe('the journey map on a phone', () => {
  test.use({ viewport: phone });

  test('shows every card open, without the emblem buttons', async ({ page }) => {
    await openHome(page);
    for (const stage of ['compass', 'engine', 'launchpad']) {
      await expect(page.locator(`[data-stage="${stage}"] [data-details]`)).toBeVisible();
    }
    const emblems = page.locator('#journey-map button[aria-controls]');
    await expect(emblems).toHaveCount(3);
    for (const button of await emblems.all()) await expect(button).toBeHidden();
    await expect(page.locator('#journey-map [data-timing]').first()).toBeVisible();
  });
});

test.describe('the footer’s section links', () => {
  for (const [label, id] of [
    ['How It Works', 'how-it-works'],
    ['About', 'about'],
    ['Events', 'events'],
  ] as const) {
    test(`${label}, from another page, opens the home page at #${id}`, async ({ page, pageErrors }) => {
      await page.goto('/privacy');
      await hydrated(page);
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      const section = page.locator(`section#${id}`);
      await expect(section).toBeInViewport();
      // Below the fixed header, near the top of the window.
      await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeGreaterThan(40);
      await expect.poll(async () => (await section.boundingBox())?.y ?? 1000).toBeLessThan(160);
      expect(pageErrors).toEqual([]);
    });
  }

  test('a typed address with a section, /#events, opens at that section', async ({ page }) => {
    await page.goto('/#events');
    await hydrated(page);
    await expect(page.locator('section#events')).toBeInViewport();
  });

  test('on the home page itself, scroll to the section', async ({ page }) => {
    await openHome(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click();
    await expect(page.locator('section#how-it-works')).toBeInViewport();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML has every section, the first word, each map card and the structured data', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').locator('h2')).toHaveText([...SECTION_HEADINGS]);
    await expect(currentWord(page)).toHaveText('LAUNCH');
    for (const program of ['Compass', 'Engine', 'Launchpad']) {
      await expect(page.locator('#journey-map').getByRole('heading', { name: program, exact: true })).toBeVisible();
    }
    await expect(page.locator('#journey-map [data-details]')).toHaveCount(3);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as { '@type': string })['@type'],
    );
    expect(types).toEqual(['Organization', 'WebSite']);
  });

  test('a founder path card loads the page with its recommendation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Serial Founder' }).click();
    await expect(page).toHaveURL(/\/\?path=serial#founder-path$/);
    await expect(page.getByRole('region', { name: 'Serial Founder' })).toContainText('Engine Advisory');
    await page.getByRole('link', { name: 'Choose Different Path' }).click();
    await expect(page.getByRole('list', { name: 'Founder paths' }).getByRole('listitem')).toHaveCount(3);
  });

  test('the WebSite search action searches the blog', async ({ page }) => {
    await page.goto('/');
    const website = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type': string; potentialAction?: { target: { urlTemplate: string } } })
      .find((data) => data['@type'] === 'WebSite');
    const template = website?.potentialAction?.target.urlTemplate ?? '';
    await page.goto(template.replace('{search_term_string}', 'term sheet'));
    await expect(page.getByRole('heading', { name: /Reading Your First Term Sheet/ })).toBeVisible();
  });
});
