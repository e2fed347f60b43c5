// The blog's two feeds as feed readers read them (RSS by Python's feedparser, JSON Feed by
// feedsmith): well formed, every published post whole with absolute links, the draft in neither.
import { test, expect } from '../support/fixtures';
import { parseJsonFeedDocument, parseRss } from '../support/feeds';
import { e2eOrigin } from '../support/ports';

const DRAFT_SLUG = 'draft-series-a-playbook-internal';

test('the RSS feed parses without a fault: 16 posts, each with its whole body as HTML, links absolute', async ({ request }) => {
  const response = await request.get('/rss.xml');
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  const feed = await parseRss(xml);

  expect(feed).toMatchObject({
    bozo: false,
    bozoException: null,
    version: 'rss20',
    title: 'Prepared Ventures Blog',
    link: `${e2eOrigin}/blog`,
  });
  expect(feed.entries).toHaveLength(16);
  const runway = feed.entries.find((entry) => entry.link === `${e2eOrigin}/blog/runway-math-when-to-start-raising`);
  expect(runway).toMatchObject({ author: 'Priya Raman', tags: ['Metrics', 'Fundraising', 'Founder Mindset'], id: runway?.link });
  expect(runway?.content).toContain('<h2 id="runway-done-properly">Runway, done properly</h2>');
  expect(runway?.content).toContain('<table tabindex="0">');
  const guide = feed.entries.find((entry) => entry.link.endsWith('/the-real-cost-of-equity-why-no-equity-support-matters'));
  expect(guide?.content).toContain(`href="${e2eOrigin}/programs"`);
  expect(feed.entries.every((entry) => entry.content.length > 1000 && !/(href|src)="\//.test(entry.content))).toBe(true);
  expect(xml).not.toContain(DRAFT_SLUG);
});

test('the JSON Feed is a valid JSON Feed 1.1 with the same posts, whole, and is named in every page’s head', async ({ request, page }) => {
  const response = await request.get('/feed.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/feed+json; charset=utf-8');
  const text = await response.text();
  const { items, problems } = parseJsonFeedDocument(text);

  expect(problems).toEqual([]);
  expect(items).toHaveLength(16);
  const runway = items.find((item) => item.id === `${e2eOrigin}/blog/runway-math-when-to-start-raising`);
  expect(runway).toMatchObject({
    url: runway?.id,
    title: 'Runway Math: When to Start Raising (Earlier Than You Think)',
    image: `${e2eOrigin}/images/blog/runway-math-when-to-start-raising.webp`,
    date_published: '2024-01-23T14:30:00.000Z',
    authors: [{ name: 'Priya Raman' }],
  });
  expect(runway?.content_html).toContain('<h2 id="runway-done-properly">');
  expect(text).not.toContain(DRAFT_SLUG);

  await page.goto('/security');
  const link = page.locator('link[rel="alternate"][type="application/feed+json"]');
  await expect(link).toHaveAttribute('href', '/feed.json');
  await expect(link).toHaveAttribute('title', 'Prepared Ventures Blog');
});
