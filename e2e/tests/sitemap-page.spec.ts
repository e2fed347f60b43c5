// /sitemap, the map of the site for people: every live page of the route table, every published
// post (and no draft), and the XML sitemap; the same HTML without JavaScript.
import { liveRoutes } from '@pv/shared/contract/routes.ts';
import { test, expect } from '../support/fixtures';

test.use({ javaScriptEnabled: false });

test('links every live page, every published post, and the XML sitemap; nothing else', async ({ page, request }) => {
  await page.goto('/sitemap');
  const nav = page.getByRole('navigation', { name: 'Sitemap' });
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // The assessment is listed as /programs/compass; a results page shows the result of the answer
  // code in its query, so no link names it on its own.
  const unlisted = ['/sitemap', '/chart-my-course', '/chart-my-course/results'];
  const pages = liveRoutes.filter((route) => !route.path.includes(':') && !route.canonical && !unlisted.includes(route.path));
  for (const route of pages) expect(hrefs, route.path).toContain(route.path);

  const xml = await (await request.get('/sitemap.xml')).text();
  const published = [...xml.matchAll(/<loc>[^<]*(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(published.length).toBeGreaterThanOrEqual(14);
  expect(hrefs.filter((href) => href.startsWith('/blog/')).sort()).toEqual([...published].sort());
  await expect(page.getByRole('link', { name: '/sitemap.xml' })).toHaveAttribute('href', '/sitemap.xml');
  expect(new Set(hrefs).size).toBe(hrefs.length);
});
