import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppErrorPage } from './app-error-page';

function Broken(): never {
  throw new Error('The layout could not render');
}

it('shows the router failure screen with the error message', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <AppErrorPage /> }]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'The layout could not render' })).toBeInTheDocument();
});

it('shows status and status text for a route error response', async () => {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw new Response('', { status: 503, statusText: 'Service Unavailable' });
      },
      element: null,
      errorElement: <AppErrorPage />,
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { level: 3, name: '503 Service Unavailable' })).toBeInTheDocument();
});
