// Navigation on the composed site (docs/decisions/0007-islands.md): a link to another page is the
// browser's own navigation to a new document (prerendered when the pointer rests on the link), and
// a change of the query through the navigation seam stays in the page, with back and forward.
import { test, expect, hydrated, markDocument, sameDocument } from '../support/fixtures';
import { e2eOrigin } from '../support/ports';

test('a link inside a remote page loads that page as a new document, and back returns', async ({ page, pageErrors }) => {
  await page.goto('/privacy');
  await hydrated(page);
  await markDocument(page);
  await page.locator('article').getByRole('link', { name: 'Terms of Service', exact: true }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  expect(await sameDocument(page)).toBe(false);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  expect(pageErrors).toEqual([]);
});

test('a button link of another remote does the same', async ({ page, pageErrors }) => {
  await page.goto('/blog/no-such-post');
  await hydrated(page);
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights for founders on the way to funding');
  expect(pageErrors).toEqual([]);
});

test('a change of the query stays in the page, and back and forward move between the two', async ({ page, pageErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/blog');
  await hydrated(page);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText('Showing 10–16 of 16 articles')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Showing 1–9 of 16 articles')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Showing 10–16 of 16 articles')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('pages say which links the browser may prerender, and never the documents', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/security');
  // In the page itself: no file to fetch beside it before the first paint.
  const rules = await page.locator('script[type="speculationrules"]').textContent();
  const body = JSON.parse(rules ?? '') as { prerender: { where: { and: { not?: { href_matches?: string } }[] }; eagerness: string }[] };
  expect(body.prerender[0]?.eagerness).toBe('moderate');
  // One URL pattern for every path that is not a page, read as the browser reads it.
  const notPages = body.prerender[0]?.where.and.flatMap((clause) => clause.not?.href_matches ?? []) ?? [];
  expect(notPages).toHaveLength(1);
  const notPage = new URLPattern(notPages[0] ?? '', e2eOrigin);
  for (const path of ['/sitemap.xml', '/rss.xml', '/feed.json', '/api/blog/posts', '/resources/pitch-deck-outline.pdf'])
    expect(notPage.test(`${e2eOrigin}${path}`)).toBe(true);
  for (const path of ['/security', '/blog/some-post', '/community?tab=events']) expect(notPage.test(`${e2eOrigin}${path}`)).toBe(false);
  expect(requests.filter((path) => path.includes('speculation'))).toEqual([]);
});

test('the browser takes the rules: every page link of the page is a candidate, the documents and new-tab links never', async ({ page }) => {
  // Playwright's DevTools connection keeps Chromium from activating a prerender, so this checks
  // what Chromium makes of the rules (its preloading attempts), not the activation itself; a page
  // shown from a prerender counts its view once shown (shell/src/client/page-views.test.ts).
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { errorType?: string }[] = [];
  let candidates: string[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    candidates = preloadingAttemptSources
      .filter((source) => source.key.action === 'Prerender')
      .map((source) => new URL(source.key.url).pathname);
  });
  await cdp.send('Preload.enable');
  await page.goto('/security');
  await hydrated(page);
  // The links rendered: the header's (a closed dropdown's are not), and the footer's once it nears
  // the screen (it is laid out only then).
  await expect.poll(() => candidates).toEqual(expect.arrayContaining(['/blog', '/mentors']));
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => candidates).toEqual(expect.arrayContaining(['/privacy', '/terms', '/blog', '/team', '/mentors']));
  expect(ruleSets.length).toBeGreaterThan(0);
  expect(ruleSets.map((ruleSet) => ruleSet.errorType)).toEqual(ruleSets.map(() => undefined));
  expect(candidates).not.toContain('/sitemap.xml');
  expect(candidates.every((path) => path.startsWith('/'))).toBe(true);
});

test("the blog list's page links are never prerendered: the list shows them in place; its posts' links may be", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  let candidates: string[] = [];
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    candidates = preloadingAttemptSources
      .filter((source) => source.key.action === 'Prerender')
      .map((source) => `${new URL(source.key.url).pathname}${new URL(source.key.url).search}`);
  });
  await cdp.send('Preload.enable');
  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
  await expect.poll(() => candidates).toEqual(expect.arrayContaining([expect.stringMatching(/^\/blog\/[a-z0-9-]+$/)]));
  expect(candidates.filter((path) => path.startsWith('/blog?'))).toEqual([]);
});

test('the tabs of a tab set are never prerendered: the boot script selects them in the page', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  let candidates: string[] = [];
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    candidates = preloadingAttemptSources.filter((source) => source.key.action === 'Prerender').map((source) => source.key.url);
  });
  await cdp.send('Preload.enable');
  await page.goto('/community');
  await expect.poll(() => candidates).toEqual(expect.arrayContaining([expect.stringMatching(/\/mentors$/)]));
  // Success stories is also in the header's menu, a link like any other; the other tabs are only tabs.
  for (const tab of ['events', 'forum', 'mentors']) {
    await expect(page.getByRole('tab').and(page.locator(`[href="/community?tab=${tab}"]`))).toHaveCount(1);
    expect(candidates.map((url) => new URL(url).search)).not.toContain(`?tab=${tab}`);
  }
});
