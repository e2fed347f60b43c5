import { render, screen, within } from '@testing-library/react';
import { footerNavigation } from '@pv/shared/contract/navigation';
import { Footer, footerSections } from './footer';

describe('Footer', () => {
  it('links every path of its navigation data', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    for (const { label, to } of Object.values(footerNavigation).flat())
      expect(within(footer).getByRole('link', { name: label })).toHaveAttribute('href', to);
  });

  it('links the how-it-works, about and events sections of the home page', () => {
    render(<Footer />);
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(footerSections.map((section) => within(explore).getByRole('link', { name: section.label }).getAttribute('href'))).toEqual([
      '/#how-it-works',
      '/#about',
      '/#events',
    ]);
  });

  it('downloads the XML sitemap from the server as sitemap.xml instead of routing to it', () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: 'Sitemap (XML)' })).toHaveAttribute('download', 'sitemap.xml');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('download');
  });
});
