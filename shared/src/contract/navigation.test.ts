import { footerLinks, footerNavigation, headerNavigation, isGroup } from '@pv/shared/contract/navigation';
import { resolveLink } from '@pv/shared/contract/routes';

const headerLinks = headerNavigation.flatMap((item) => (isGroup(item) ? item.links : [item]));

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

  it('gives the footer a column for each part of the site, every program and the journey map among them', () => {
    expect(footerNavigation.columns.map((column) => column.heading)).toEqual([
      'Explore',
      'Programs',
      'Community',
      'Resources',
      'Partnerships',
      'Blog',
    ]);
    const programs = footerNavigation.columns.find((column) => column.heading === 'Programs');
    const programGroup = headerNavigation.find((item) => isGroup(item) && item.id === 'programs');
    expect(programs?.links).toEqual([
      ...(programGroup && isGroup(programGroup) ? programGroup.links : []),
      { label: 'Journey Map', to: '/journey-map' },
    ]);
  });

  it('keeps in the footer the team, mentors, partners, the legal pages, both sitemaps and the home page sections', () => {
    expect(footerLinks.map((link) => link.to)).toEqual(
      expect.arrayContaining([
        '/team',
        '/mentors',
        '/partners',
        '/privacy',
        '/terms',
        '/security',
        '/sitemap',
        '/sitemap.xml',
        '/#how-it-works',
        '/#about',
        '/#events',
      ]),
    );
  });

  it('names each footer link once', () => {
    const labels = footerLinks.map((link) => link.label);
    const paths = footerLinks.map((link) => link.to);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
