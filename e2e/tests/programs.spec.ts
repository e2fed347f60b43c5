// The program pages on the composed site: sections in order, the comparison as a table on
// desktops and as cards on phones, links that answer, Course data, calls to action recorded.
import { test, expect, hydrated, markDocument, recordAnalytics, sameDocument } from '../support/fixtures';
import { expectRoutesAnswer, siteHrefs } from '../support/site-links';

const programPages = ['/programs', '/programs/breakthrough', '/programs/engine', '/programs/launchpad', '/programs/astral-labs'];

const h2s = (page: import('@playwright/test').Page) => page.locator('main h2').allTextContents();

test('/programs: the programs, the comparison, the guide and "Still Not Sure?", in that order', async ({ page }) => {
  await page.goto('/programs');
  expect(await h2s(page)).toEqual([
    'Four ways to work with us',
    'Compare the programs',
    'Which program is right for you?',
    'Still Not Sure?',
  ]);
  const cards = page.getByRole('list', { name: 'Four ways to work with us' }).getByRole('article');
  await expect(cards).toHaveCount(4);
  expect(await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/programs/compass',
    '/programs/breakthrough',
    '/programs/engine',
    '/programs/astral-labs',
  ]);
});

test.describe('the comparison', () => {
  const targets = ['/chart-my-course', '/programs/breakthrough', '/programs/engine', '/programs/launchpad'];

  test('is a table with a column per program on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/programs');
    const table = page.getByRole('table', { name: /^The programs compared/ });
    await expect(table).toBeVisible();
    await expect(page.getByTestId('comparison-cards')).toBeHidden();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Program', 'Compass', 'Breakthrough', 'Engine', 'Launchpad']);
    await expect(table.getByRole('row', { name: /^Price/ }).getByRole('cell')).toHaveText(['Free', '$2,500', 'From $495/mo', '$1,400']);
    expect(await table.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(targets);
  });

  test('is a card per program on a phone, nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/programs');
    const cards = page.getByTestId('comparison-cards');
    await expect(cards).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    await expect(cards.getByRole('article')).toHaveCount(4);
    expect(await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(targets);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('switches from cards to the table at 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 900 });
    await page.goto('/programs');
    await expect(page.getByTestId('comparison-cards')).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByTestId('comparison-cards')).toBeHidden();
  });

  test('leads to a program page', async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/programs');
    await hydrated(page);
    await markDocument(page);
    await page.getByRole('table').getByRole('link', { name: 'Explore Engine' }).click();
    await expect(page).toHaveURL(/\/programs\/engine$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engine Advisory');
    // A path change is a document load (docs/decisions/0007-islands.md).
    expect(await sameDocument(page)).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});

test('Breakthrough: outcomes, the five-block curriculum, facts, what is included, fit and not fit', async ({ page }) => {
  await page.goto('/programs/breakthrough');
  expect(await h2s(page)).toEqual([
    'What you leave with',
    'The 10-week curriculum',
    'Breakthrough at a glance',
    'What is included',
    'Is Breakthrough right for you?',
    'Apply for the next cohort',
  ]);
  expect(await page.locator('#curriculum h3').allTextContents()).toEqual([
    'Foundation & Assessment',
    'Product & Positioning',
    'Go-to-Market',
    'Investor Readiness',
    'Launch & Scale',
  ]);
  await expect(page.locator('#facts')).toContainText('$2,500 for 10 weeks');
  await expect(page.locator('#facts')).toContainText('8-12 founders');
  await expect(page.locator('#facts')).toContainText('10 weekly 1:1 mentor sessions');
  await expect(page.locator('#facts')).toContainText('10-15 hrs/week');
});

test('Engine: Co-Pilot and both Mission Control options, why us, the network and the booking link', async ({ page }) => {
  await page.goto('/programs/engine');
  expect(await h2s(page)).toEqual([
    'Co-Pilot and Mission Control',
    'Why founders choose Engine',
    'A network behind every engagement',
    'Book an Engine call',
  ]);
  await expect(page.getByRole('article', { name: 'Co-Pilot' })).toContainText('From $495/mo');
  await expect(page.getByRole('article', { name: 'Mission Control' })).toContainText('$2,500-$8,000 per project, or from $1,500/mo');
  await expect(page.locator('#network')).toBeVisible();
});

test('Astral Labs: the research, four signals, three questions, the momentum states and free access', async ({ page }) => {
  await page.goto('/programs/astral-labs');
  expect(await page.locator('#signals h3').allTextContents()).toEqual([
    'Conviction',
    'Clarity',
    'Emotional Resonance',
    'Behavioral Patterns',
  ]);
  await expect(page.locator('#questions li')).toHaveCount(3);
  expect(await page.locator('#momentum h3').allTextContents()).toEqual(['Hesitant Dreamer', 'Active Seeker', 'Prime Opportunist']);
  await expect(page.locator('#access')).toContainText('Free');
});

test('every link of the program pages answers as its route says, never through a redirect', async ({ page, request }) => {
  const hrefs = new Set<string>();
  for (const path of programPages) {
    await page.goto(path);
    for (const href of await siteHrefs(page)) hrefs.add(href.split('#')[0] ?? href);
  }
  await expectRoutesAnswer(request, [...hrefs]);
});

test('external links open in a new tab without an opener; the assessment carries its campaign', async ({ page }) => {
  for (const path of programPages) {
    await page.goto(path);
    const external = page.locator('main a[href^="http"]');
    expect(await external.count(), path).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = (await link.getAttribute('href')) ?? '';
      if (href.startsWith('https://assessment.example.com')) {
        expect(href, path).toMatch(/utm_source=website&utm_medium=[a-z-]+&utm_campaign=homepage$/);
      }
    }
  }
});

test('Breakthrough and Launchpad describe themselves as Courses with their price; each page has its own title', async ({ page }) => {
  const titles = new Set<string>();
  for (const path of programPages) {
    await page.goto(path);
    titles.add(await page.title());
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; offers?: { price: number; priceCurrency: string } },
    );
    const course = types.find((data) => data['@type'] === 'Course');
    if (path === '/programs/breakthrough') expect(course?.offers).toMatchObject({ price: 2500, priceCurrency: 'USD' });
    else if (path === '/programs/launchpad') expect(course?.offers).toMatchObject({ price: 1400, priceCurrency: 'USD' });
    else expect(course, path).toBeUndefined();
  }
  expect(titles.size).toBe(programPages.length);
});

test('calls to action are recorded with their category and label', async ({ page, context }) => {
  const events = await recordAnalytics(page);
  await context.route('https://**', (route) => route.fulfill({ status: 204 }));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/programs');
  await hydrated(page);
  const hero = page.locator('main header');
  const [popup] = await Promise.all([page.waitForEvent('popup'), hero.getByRole('link', { name: /^Start Free Assessment/ }).click()]);
  await popup.close();
  await page.getByRole('table').getByRole('link', { name: 'Explore Breakthrough' }).click();
  await expect(page).toHaveURL(/\/programs\/breakthrough$/);
  expect(events).toContainEqual({ event: 'cta_click', category: 'Programs - Hero', label: 'Start Free Assessment' });
  expect(events).toContainEqual(expect.objectContaining({ event: 'external_link_click', category: 'Programs - Hero' }));
  await expect.poll(() => events).toContainEqual({ event: 'cta_click', category: 'Programs - Comparison', label: 'Explore Breakthrough' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the comparison, the cards and their links are in the server HTML', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/programs');
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('table').getByRole('link', { name: 'Explore Launchpad' }).click();
    await expect(page).toHaveURL(/\/programs\/launchpad$/);
    // The app's poster, and its link; its frame only ever on request, with scripts.
    await expect(page.getByRole('heading', { name: 'Sign in to the Launchpad app' })).toBeVisible();
    await expect(page.getByTitle('Launchpad app')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Open the Launchpad app in a new tab/ })).toBeVisible();
  });
});
