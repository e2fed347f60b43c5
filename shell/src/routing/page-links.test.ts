import { documents } from '@pv/shared/contract/routes';
import { notPagePatterns } from '@pv/shared/contract/server-paths';
import { isPageLink, notPageLinkSelector, notPagePattern, speculationRules } from './page-links';

const here = new URL('https://site.test/blog?tag=Boston');

function link(attributes: Record<string, string>) {
  const element = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('the Speculation Rules', () => {
  it('prerender links of the site on hover or pointer down, except documents, files, links to other tabs and the tabs of a tab set', () => {
    expect(speculationRules()).toEqual({
      prerender: [
        {
          source: 'document',
          where: {
            and: [{ href_matches: '/*' }, { not: { href_matches: notPagePattern } }, { not: { selector_matches: notPageLinkSelector } }],
          },
          eagerness: 'moderate',
        },
      ],
    });
    expect(notPagePatterns).toEqual(
      expect.arrayContaining([
        ...documents.map((document) => document.path),
        '/assets/*',
        '/images/blog/*',
        '/resources/*',
        '/api/*',
        '/healthz',
        '/readyz',
        '/newsletter',
      ]),
    );
  });
});

describe('a link the browser may load ahead', () => {
  it.each([
    ['a page', { href: '/privacy' }, true],
    ['a blog post', { href: '/blog/runway-math' }, true],
    ['the same page with another query', { href: '/blog?tag=Metrics' }, true],
    ['the page already shown', { href: '/blog?tag=Boston' }, false],
    ['the XML sitemap', { href: '/sitemap.xml' }, false],
    ['the feed', { href: '/rss.xml' }, false],
    ['an image', { href: '/images/blog/x.webp' }, false],
    ['a PDF of the resources page', { href: '/resources/partnership-guide.pdf' }, false],
    ['the resources page', { href: '/resources' }, true],
    ["the blog list's JSON", { href: '/api/blog/posts?tag=Metrics' }, false],
    ['readiness', { href: '/readyz' }, false],
    ['a download', { href: '/privacy', download: '' }, false],
    ['another tab', { href: '/privacy', target: '_blank' }, false],
    ['a tab of a tab set, selected in the page', { href: '/blog?view=list', role: 'tab' }, false],
    ["a link its page shows in place (the blog list's pages)", { href: '/blog?page=2', 'data-in-page': '' }, false],
    ['another site', { href: 'https://other.test/privacy' }, false],
    ['an e-mail address', { href: 'mailto:support@example.com' }, false],
  ])('%s: %s', (_name, attributes, expected) => {
    expect(isPageLink(link(attributes), here)).toBe(expected);
  });
});
