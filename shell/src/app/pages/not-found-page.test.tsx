import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { resolveLink } from '@pv/shared/contract/routes';
import { NotFoundPage } from './not-found-page';

function renderNotFound(path = '/no-such-page') {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <NotFoundPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return logged;
}

afterEach(() => jest.restoreAllMocks());

it('says 404 and Oops! Page not found, returns home, and logs the path it could not find', () => {
  const logged = renderNotFound('/old/link');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
  expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(logged).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/old/link');
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
