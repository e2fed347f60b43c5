import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { resolveLink } from '@pv/shared/contract/routes';
import { NotFoundPage } from './not-found-page';

function renderNotFound(path = '/no-such-page') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <NotFoundPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('says 404 and Oops! Page not found, and returns home', () => {
  renderNotFound('/old/link');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
  expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

it('offers the programs, the assessment and the blog, each a page of the site', () => {
  renderNotFound();
  const suggestions = screen.getByRole('list', { name: 'Popular pages' });
  const hrefs = within(suggestions)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
  expect(hrefs).toEqual(['/programs', '/chart-my-course', '/blog']);
  for (const href of hrefs) expect(resolveLink(href)?.kind).toBe('route');
});

it('searches the blog with a plain GET form to /blog?q=, which needs no scripts', () => {
  renderNotFound();
  const search = screen.getByRole('search', { name: 'Search the blog' });
  expect(search).toHaveAttribute('method', 'get');
  expect(search).toHaveAttribute('action', '/blog');
  expect(within(search).getByRole('searchbox', { name: 'Search the blog' })).toHaveAttribute('name', 'q');
  expect(within(search).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
});
