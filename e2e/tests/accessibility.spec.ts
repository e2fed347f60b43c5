// axe-core on the composed site: no violation on any page of the route table, every tab of
// /community and /resources, the assessment finished in the session, the results e-mail with its
// errors, a results link that is not valid, the blog with its filters open and the 404 page, at a
// phone's width and a desktop's. Each width is one browser context that visits the pages a few at
// a time; a page is checked once its islands are live, first at the top as loaded (the bands off
// screen not laid out, as Lighthouse's axe meets them), then scrolled.
import type { Browser, Page } from '@playwright/test';
import { test, expect, hydrated } from '../support/fixtures';
import { axeViolations } from '../support/axe';
import { siteRoutes } from '../support/routes';

const WIDTHS = [375, 1280] as const;

/** Pages visited side by side in one context: enough to overlap the waits, few for two shared cores. */
const PARALLEL_PAGES = 3;

/** Long enough for what a scroll shows (the header's background, the floating button) to render. */
const SCROLL_SETTLE_MS = 200;

interface Screen {
  name: string;
  path: string;
  /** Brings the page into the state to check, after it is hydrated. */
  prepare?: (page: Page) => Promise<void>;
}

const tabs = (path: string, ids: readonly string[]): Screen[] =>
  ids.map((id) => ({ name: `${path} tab ${id}`, path: `${path}?tab=${id}` }));

const ASSESSMENT_ANSWERS = ['idea', 'product', 'fulltime', 'community', 'first'];

const screens: Screen[] = [
  ...siteRoutes.map((route) => ({ name: route.path, path: route.path })),
  ...tabs('/community', ['events', 'forum', 'mentors', 'success']),
  ...tabs('/resources', ['tools', 'perks']),
  {
    name: 'assessment finished earlier in the session',
    path: '/chart-my-course',
    prepare: async (page) => {
      const form = page.getByRole('form', { name: 'Founder assessment' });
      for (const [index, answer] of ASSESSMENT_ANSWERS.entries()) {
        await page.locator(`input[type="radio"][value="${answer}"]`).check();
        await form.getByRole('button', { name: index === ASSESSMENT_ANSWERS.length - 1 ? 'Get Results' : 'Next' }).click();
      }
      await page.waitForURL(/\/chart-my-course\/results/);
      await page.goto('/chart-my-course');
      // The server's HTML is the first question: the finished panel shows once the island has read
      // the session, which on a busy machine can take longer than an expectation's wait.
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Your result: Aspiring Innovator' })).toBeVisible();
    },
  },
  {
    name: 'results e-mail with its field errors',
    path: '/chart-my-course/results?a=1a5tr',
    prepare: async (page) => {
      const form = page.getByRole('form', { name: 'E-mail me my results' });
      await form.getByRole('button', { name: 'E-mail my results' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
    },
  },
  { name: 'results link that is not valid', path: '/chart-my-course/results?a=1a5ts' },
  {
    name: 'blog with filters open',
    path: '/blog?tag=Boston&sort=title-asc',
    prepare: async (page) => {
      // The toggle shows the filters on narrow screens; wide screens always show them.
      const toggle = page.getByRole('button', { name: /^Filters/ });
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first()).toBeVisible();
    },
  },
];

async function check(browser: Browser, width: number): Promise<string[]> {
  // Reduced motion: axe sees each thing at rest (the home page's rotating word paused, no fades
  // half-way), not a contrast sampled mid-transition. Bypassing CSP lets axe's script in.
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', bypassCSP: true });
  const queue = [...screens];
  const found: string[] = [];
  const pageErrors: string[] = [];
  const visit = async () => {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${width} px: ${error.message}`));
    for (let screen = queue.shift(); screen; screen = queue.shift()) {
      await page.goto(screen.path);
      await hydrated(page);
      await screen.prepare?.(page);
      // At the top, then scrolled: the header changes once the page scrolls, and the floating button appears.
      const top = await axeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.waitForTimeout(SCROLL_SETTLE_MS);
      const scrolled = await axeViolations(page);
      for (const violation of new Set([...top, ...scrolled])) found.push(`${width} px ${screen.name}: ${violation}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, visit));
  } finally {
    await context.close();
  }
  expect(pageErrors).toEqual([]);
  return found;
}

for (const width of WIDTHS) {
  test(`axe finds no violation on any page at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const violations = await check(browser, width);
    console.log(`axe: ${screens.length} pages at ${width} px, ${violations.length} violations`);
    expect(violations).toEqual([]);
  });
}
