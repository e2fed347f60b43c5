import { screen } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { RemoteFallback } from './remote-fallback';
import { retryPage } from './retry-page';

jest.mock('./retry-page', () => ({ retryPage: jest.fn(() => new Promise(() => {})) }));

it('Retry, clicked once, says it is retrying and asks for the page until the server has it back', async () => {
  const { user } = renderPage(<RemoteFallback />, { path: '/events?month=2' });
  const retry = screen.getByRole('button', { name: 'Retry' });
  await user.click(retry);
  expect(retryPage).toHaveBeenCalledWith(`${window.location.origin}/events?month=2`);
  expect(retry).toBeDisabled();
  expect(retry).toHaveTextContent('Retrying…');
  expect(retry).toHaveAttribute('aria-busy', 'true');
  await user.click(retry);
  expect(retryPage).toHaveBeenCalledTimes(1);
});
