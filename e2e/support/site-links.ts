// Whether the site's links lead where the route table says, answered by the composed site.
import type { APIRequestContext, Page } from '@playwright/test';
import { resolveLink } from '@pv/shared/contract/routes.ts';
import { expect } from './fixtures';

/** The hrefs of the links inside `selector` that lead to a path of this site. */
export const siteHrefs = (page: Page, selector = 'main') =>
  page.locator(`${selector} a[href^="/"]`).evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);

/**
 * Every path answers as its route's status says, and none by a redirect: a live route 200, a
 * planned one (a page another remote has yet to deliver) the 404 page.
 */
export async function expectRoutesAnswer(request: APIRequestContext, hrefs: readonly string[]) {
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const target = resolveLink(href);
    expect(target?.kind, href).toBe('route');
    const response = await request.get(href, { maxRedirects: 0 });
    const expected = target?.kind === 'route' && target.route.status === 'live' ? 200 : 404;
    expect(response.status(), href).toBe(expected);
  }
}
