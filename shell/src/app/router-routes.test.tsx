import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { documents, liveRoutes, redirects } from '@pv/shared/contract/routes';
import { routes } from './router-routes';
import { DocumentLoad } from './pages/document-load';

const children = routes[0]?.children ?? [];

describe('the router', () => {
  it('routes the live routes of the table, its redirects and documents; anything else is the 404 page', () => {
    expect(children.map((route) => route.path)).toEqual([
      ...liveRoutes.map((route) => route.path),
      ...Object.keys(redirects),
      ...documents.map((document) => document.path),
      '*',
    ]);
  });
});

describe('a link inside the app to a document', () => {
  it('loads the document from the server', async () => {
    const load = jest.fn();
    const router = createMemoryRouter(
      [
        { path: '/', element: <Link to="/sitemap.xml">Sitemap</Link> },
        { path: '/sitemap.xml', element: <DocumentLoad load={load} /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('link', { name: 'Sitemap' }).click());
    expect(load).toHaveBeenCalledWith('/sitemap.xml');
  });
});
