import { render, screen, within } from '@testing-library/react';
import { footerLinks, footerNavigation } from '@pv/shared/contract/navigation';
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { Footer } from './footer';

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('links every path of its navigation data, once', () => {
    render(<Footer />);
    for (const { label, to } of footerLinks) expect(within(footer()).getByRole('link', { name: label })).toHaveAttribute('href', to);
  });

  it('has a column, under its heading, for each part of the site: programs, community, resources, partnerships and the blog', () => {
    render(<Footer />);
    const nav = within(footer()).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Explore', 'Programs', 'Community', 'Resources', 'Partnerships', 'Blog']);
    for (const column of footerNavigation.columns) {
      const list = within(nav).getByRole('heading', { name: column.heading }).nextElementSibling as HTMLElement;
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(column.links.map((link) => link.to));
    }
  });

  it('links every program, the journey map, and the how-it-works, about and events sections of the home page', () => {
    render(<Footer />);
    const hrefs = within(footer())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/programs/compass',
      '/programs/breakthrough',
      '/programs/engine',
      '/programs/launchpad',
      '/programs/astral-labs',
      '/journey-map',
      '/#how-it-works',
      '/#about',
      '/#events',
      '/community',
      '/resources',
      '/partnerships',
      '/blog',
    ])
      expect(hrefs).toContain(path);
  });

  it('keeps the links every page must have: mentors, partners, team, the legal pages, support, social profiles, the copyright', () => {
    render(<Footer />);
    const hrefs = within(footer())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of ['/mentors', '/partners', '/team', '/privacy', '/terms', '/security', `mailto:${defaultSiteConfig.emails.support}`])
      expect(hrefs).toContain(path);
    for (const network of ['LinkedIn', 'X', 'Facebook', 'Instagram'])
      expect(within(footer()).getByRole('link', { name: new RegExp(`on ${network}`) })).toHaveAttribute('target', '_blank');
    expect(footer()).toHaveTextContent('© 2025');
  });

  it('downloads the XML sitemap from the server as sitemap.xml instead of routing to it', () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: 'Sitemap (XML)' })).toHaveAttribute('download', 'sitemap.xml');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('download');
  });
});
