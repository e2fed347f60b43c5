import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { footerNavigation } from '@pv/shared/contract/navigation';
import { Footer } from './footer';

function renderFooter() {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <Footer /> }], { initialEntries: ['/privacy'] })} />);
}

describe('Footer', () => {
  it('links every path of its navigation data', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    for (const { label, to } of Object.values(footerNavigation).flat())
      expect(within(footer).getByRole('link', { name: label })).toHaveAttribute('href', to);
  });

  it('downloads the XML sitemap from the server as sitemap.xml instead of routing to it', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Sitemap (XML)' })).toHaveAttribute('download', 'sitemap.xml');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('download');
  });
});
