/** @jest-environment node */
// The one URL pattern of the paths that are not pages, as the browser reads it (Node's URLPattern,
// the same standard as Chromium's).
import { liveRoutes } from '@pv/shared/contract/routes';
import { notPagePatterns } from '@pv/shared/contract/server-paths';
import { notPagePattern, speculationRules } from './page-links';

const origin = 'https://site.test';
const pattern = new URLPattern(notPagePattern, origin);
/** A path of the pattern's shape: a parameter or the rest of a prefix filled in. */
const examplePath = (path: string) => path.replace(/\*$/, 'some/file.pdf').replace(/:[^/]+/g, 'some-value');

describe('the pattern of paths that are not pages', () => {
  it('is what the Speculation Rules leave out', () => {
    expect(JSON.stringify(speculationRules())).toContain(JSON.stringify(notPagePattern));
  });

  it.each(notPagePatterns.map((path) => [path]))('takes in %s, with or without a query', (path) => {
    expect(pattern.test(`${origin}${examplePath(path)}`)).toBe(true);
    expect(pattern.test(`${origin}${examplePath(path)}?a=1#top`)).toBe(true);
  });

  // The results page is a page and also the path its e-mail form is sent to: never loaded ahead.
  const pages = liveRoutes.filter((route) => !notPagePatterns.includes(route.path));
  it.each(pages.map((route) => [route.path]))('leaves out the page %s, and its states', (path) => {
    expect(pattern.test(`${origin}${examplePath(path)}`)).toBe(false);
    expect(pattern.test(`${origin}${examplePath(path)}?tab=events`)).toBe(false);
  });

  it('matches whole paths only: a page whose name starts like a document is a page', () => {
    for (const path of ['/sitemap', '/sitemap.xmlx', '/apis', '/healthzone', '/resources'])
      expect(pattern.test(`${origin}${path}`)).toBe(false);
  });
});
