// The results e-mail form as the browser runs it: the server's HTML started by its script island.
import { screen, within } from '@testing-library/react';
import { CONSENT_REQUIRED } from '@pv/shared/contract/assessment-results';
import { renderResults } from '../../testing/render-assessment';
import { encodeAnswers } from '../logic/answer-code';

const code = encodeAnswers({ 0: 'building', 1: 'market', 2: 'fulltime', 3: 'community', 4: 'first' });
const form = () => screen.getByRole('form', { name: 'E-mail me my results' });
const address = () => within(form()).getByRole('textbox', { name: /E-mail/ });
const answer = (status: number, body: object) =>
  jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
});

it('checks the fields before sending: each error by its field, the banner, nothing sent', async () => {
  const fetch = jest.fn();
  Object.assign(globalThis, { fetch });
  const { user } = renderResults(code);
  await user.type(address(), 'founder@nowhere');
  await user.click(within(form()).getByRole('button', { name: 'E-mail my results' }));
  expect(within(form()).getByRole('alert')).toHaveTextContent('Please correct the marked field(s) below.');
  expect(address()).toHaveAttribute('aria-invalid', 'true');
  expect(within(form()).getByRole('checkbox')).toHaveAccessibleDescription(CONSENT_REQUIRED);
  expect(fetch).not.toHaveBeenCalled();
  expect(window.dataLayer).toEqual([{ event: 'button_click', category: 'Assessment', label: 'E-mail Results' }]);
});

it('sends the form with fetch and replaces it with the answer: on their way', async () => {
  const fetch = answer(200, { status: 'sent', email: 'founder@example.org', consent: true, errors: {} });
  Object.assign(globalThis, { fetch });
  const { user } = renderResults(code);
  await user.type(address(), 'founder@example.org');
  await user.click(within(form()).getByRole('checkbox'));
  await user.click(within(form()).getByRole('button', { name: 'E-mail my results' }));
  const done = await screen.findByText(/Your results are on their way\./);
  expect(done).toBeVisible();
  expect(done).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('form', { name: 'E-mail me my results' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'E-mail me my results' })).toBeInTheDocument();
  const [path, init] = fetch.mock.calls[0] as [string, RequestInit];
  expect(path).toBe('/chart-my-course/results/email');
  expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ a: code, email: 'founder@example.org', consent: 'yes' });
});

it('shows the server’s refusal in the banner and keeps the form: too many requests, then unavailable', async () => {
  Object.assign(globalThis, { fetch: answer(429, { status: 'rate-limited', email: 'a@example.org', consent: true, errors: {} }) });
  const { user } = renderResults(code);
  await user.type(address(), 'a@example.org');
  await user.click(within(form()).getByRole('checkbox'));
  await user.click(within(form()).getByRole('button', { name: 'E-mail my results' }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent('Too many requests from your connection.');
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(new TypeError('offline')) });
  await user.click(within(form()).getByRole('button', { name: 'E-mail my results' }));
  expect(await within(form()).findByText('We couldn’t save your request right now. Please try again in a moment.')).toBeVisible();
  expect(error).toHaveBeenCalledWith('The results e-mail could not be requested:', new TypeError('offline'));
  expect(within(form()).getByRole('button', { name: 'E-mail my results' })).toBeEnabled();
});
