// A post that reached the database without passing through mf-blog's build (written there
// directly, as an import or an operator would; blog-authoring.spec.ts publishes one with the
// authoring commands) has no file of its own: its card and its page draw its cover, its head names
// the site's social card, and nothing the page shows is a request that fails. On a database of its
// own, so the suite's other tests keep their 16 posts.
import pg from 'pg';
import type { Page } from '@playwright/test';
import { test, expect, hydrated, watchFailures } from '../support/fixtures';
import { startOwnBlogStack, type OwnBlogStack } from '../support/own-blog-stack';

const SLUG = 'written-to-the-database-directly';
const TITLE = 'Written to the Database Directly, Never Built';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let own: OwnBlogStack;

test.beforeAll(async () => {
  own = await startOwnBlogStack(test.info().workerIndex);
  const db = new pg.Client({ connectionString: own.stack.dbUrl });
  await db.connect();
  try {
    await db.query(
      `insert into public.blog_posts (slug, title, excerpt, content, featured_image, tags, author, published_date, is_published)
       values ($1, $2, 'A post no build has seen.', '<p>Its picture is drawn by the page.</p>', null, '{Fundraising,Metrics}', 'Maya Okafor', now(), true)`,
      [SLUG, TITLE],
    );
  } finally {
    await db.end();
  }
});

test.afterAll(async () => {
  await own?.stop();
});

/** Brings every image of the page into view and waits until each has loaded. */
async function loadEveryImage(page: Page) {
  for (const image of await page.locator('#main img').all()) await image.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const broken = await page
    .locator('#main img')
    .evaluateAll((images) => (images as HTMLImageElement[]).filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.src));
  expect(broken).toEqual([]);
}

for (const javaScriptEnabled of [true, false]) {
  test(`its card and its page draw its cover; its head names a social card that exists; nothing fails (${javaScriptEnabled ? 'hydrated' : 'server HTML'})`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const failures = watchFailures(page, { javaScriptEnabled });

    await page.goto(`${own.shell.url}/blog`);
    if (javaScriptEnabled) await hydrated(page);
    const card = page.locator('#main article').first();
    await expect(card.getByRole('heading')).toHaveText(TITLE);
    await expect(card.getByTestId('post-cover')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
    await loadEveryImage(page);

    const response = await page.goto(`${own.shell.url}/blog/${SLUG}`);
    expect(response?.status()).toBe(200);
    if (javaScriptEnabled) await hydrated(page);
    await expect(page.locator('#main article').first().getByTestId('post-cover')).toBeVisible();
    await loadEveryImage(page);

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    const postingImage = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll(
        (scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? '{}')).find((data) => data['@type'] === 'BlogPosting')?.image?.[0],
      );
    expect(ogImage).toBe(`${own.shell.url}/images/social-card.png`);
    expect(postingImage).toBe(ogImage);
    const social = await request.get(ogImage ?? '');
    expect(social.status()).toBe(200);
    expect(social.headers()['content-type']).toMatch(/^image\//);

    expect(failures).toEqual([]);
    await context.close();
  });
}
