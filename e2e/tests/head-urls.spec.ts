// Every URL a page names on the site itself in its head tags (social cards, canonical, feed, icons)
// and in its JSON-LD (logo, images, urls) answers: a shared link shows its picture, a crawler
// finds what the structured data promises.
import { test, expect } from '../support/fixtures';
import { siteRoutes } from '../support/routes';
import { e2eOrigin } from '../support/ports';

const POST_PATH = '/blog/reading-your-first-term-sheet';
const POST_IMAGE = `${e2eOrigin}/images/blog/reading-your-first-term-sheet.webp`;

/** Every absolute URL among the string values of a JSON-LD document. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

test.describe('URLs in head tags and JSON-LD', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of siteRoutes) {
    test(`${route.path}: every one on the site answers`, async ({ page, request }) => {
      await page.goto(route.path);
      const head = await page.evaluate(() => ({
        links: Array.from(document.head.querySelectorAll('link[href]'), (link) => (link as HTMLLinkElement).href),
        metas: Array.from(document.head.querySelectorAll('meta[content]'), (meta) => meta.getAttribute('content') ?? ''),
        jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent ?? ''),
      }));
      const named = [
        ...head.links,
        ...head.metas.filter((content) => /^https?:\/\//.test(content)),
        ...head.jsonLd.flatMap((text) => urlsIn(JSON.parse(text))),
      ];
      const onSite = [
        ...new Set(
          named
            .map((url) => new URL(url))
            .filter((url) => url.origin === e2eOrigin)
            .map((url) => url.href),
        ),
      ].sort();

      // The picture of a shared link and the logo are among them.
      const image =
        route.path === POST_PATH
          ? POST_IMAGE
          : route.path.startsWith('/chart-my-course/results')
            ? `${e2eOrigin}/images/compass/dedicated-builder.png`
            : `${e2eOrigin}/images/social-card.png`;
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(image);
      expect(await page.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(image);
      expect(onSite).toEqual(expect.arrayContaining([image, `${e2eOrigin}/images/logo.png`]));
      // The favicon is in the page itself: no request of its own before the first paint.
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,%3Csvg/);

      const answers = await Promise.all(
        onSite.map(async (url) => {
          const response = await request.get(url, { maxRedirects: 0 });
          return { url, status: response.status(), type: response.headers()['content-type'] ?? '' };
        }),
      );
      // The page's own URL answers the page's status (the 404 page's is 404); every other one 200.
      const expectedStatus = (url: string) => (url === `${e2eOrigin}${route.path}` ? route.status : 200);
      expect(answers.map(({ url, status }) => ({ url, status }))).toEqual(onSite.map((url) => ({ url, status: expectedStatus(url) })));
      for (const { url, type } of answers) {
        if (/\.png$/.test(url)) expect(type).toBe('image/png');
        if (/\.webp$/.test(url)) expect(type).toBe('image/webp');
      }
    });
  }

  test("a post's card and structured data show the post's own image", async ({ page }) => {
    await page.goto(POST_PATH);
    const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type': string; image?: string[] })
      .find((data) => data['@type'] === 'BlogPosting');
    expect(posting?.image).toEqual([POST_IMAGE]);
  });
});
