// The composed site answers the route table (shared/src/contract/routes.ts, docs/site-map.md):
// every live route is visited by this suite (a planned route is left to the 404 page: the shell's
// router test), and every redirect and document answers as the table says.
import { test, expect } from '../support/fixtures';
import { expectations } from '../support/routes';
import { documents, liveRoutes, redirects } from '@pv/shared/contract/routes.ts';

test('every live route of the table has its expectations in support/routes.ts, and only those', () => {
  expect(Object.keys(expectations).sort()).toEqual(liveRoutes.map((route) => route.path).sort());
});

test('every redirect of the table is permanent, to its target', async ({ request }) => {
  for (const [from, to] of Object.entries(redirects)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
});

test('every document of the table is answered with its content type', async ({ request }) => {
  for (const document of documents) {
    const response = await request.get(document.path);
    expect(response.status(), document.path).toBe(200);
    expect(response.headers()['content-type'], document.path).toBe(document.contentType);
  }
});
