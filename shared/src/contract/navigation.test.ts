import { footerNavigation, headerNavigation, isGroup } from '@pv/shared/contract/navigation';
import { resolveLink } from '@pv/shared/contract/routes';

const headerLinks = headerNavigation.flatMap((item) => (isGroup(item) ? item.links : [item]));
const footerLinks = Object.values(footerNavigation).flat();

describe('header and footer navigation', () => {
  it.each([...headerLinks, ...footerLinks].map((link) => [link.label, link.to] as const))(
    '%s (%s) leads to a route, a redirect or a document of the route table',
    (_label, to) => {
      expect(resolveLink(to)).not.toBeNull();
    },
  );

  it('has the header menu of the site: six top items, About and Programs as groups', () => {
    expect(headerNavigation.map((item) => item.label)).toEqual(['Home', 'About', 'Programs', 'Blog', 'Mentors', 'Partners']);
    expect(headerNavigation.filter(isGroup).map((group) => [group.id, group.links.length])).toEqual([
      ['about', 3],
      ['programs', 6],
    ]);
  });

  it('links the footer to the team, mentors, partners, the legal pages and both sitemaps', () => {
    expect(footerLinks.map((link) => link.to)).toEqual([
      '/team',
      '/mentors',
      '/partners',
      '/privacy',
      '/terms',
      '/security',
      '/sitemap',
      '/sitemap.xml',
    ]);
  });
});
