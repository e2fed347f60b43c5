// The footer's newsletter form as the browser runs it: the server's HTML started by its script island.
import { screen, within } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { testConfig } from '@pv/shared/testing/test-config';
import NewsletterForm from './newsletter-form';
import { FIELD_ERROR_BANNER, NAME_TOO_LONG, SUCCESS_MESSAGE, UNAVAILABLE_MESSAGE } from './newsletter-outcome';

const form = () => screen.getByRole('form', { name: 'Founder notes, once a month' });
const address = () => within(form()).getByRole('textbox', { name: /E-mail/ });
const signUp = () => within(form()).getByRole('button', { name: 'Sign Up' });
const answer = (status: number, body: object) =>
  jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const renderForm = (config = testConfig) => renderPage(<NewsletterForm hydrate="visible" />, { path: '/about?from=footer', config });

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
});

it('checks the fields before sending: the banner and the field marked, nothing sent', async () => {
  const fetch = jest.fn();
  Object.assign(globalThis, { fetch });
  const { user } = renderForm();
  await user.click(signUp());
  expect(within(form()).getByRole('alert')).toHaveTextContent(FIELD_ERROR_BANNER);
  expect(address()).toHaveAttribute('aria-invalid', 'true');
  await user.type(address(), 'founder@nowhere');
  await user.click(signUp());
  expect(address()).toHaveAttribute('aria-invalid', 'true');
  expect(fetch).not.toHaveBeenCalled();
  expect(window.dataLayer).toContainEqual({ event: 'button_click', category: 'Newsletter', label: 'Sign Up' });
});

it('shows the errors the server found by their fields, and clears those that are gone', async () => {
  Object.assign(globalThis, {
    fetch: answer(400, { status: 'invalid', email: 'founder@example.org', name: 'Ada', errors: { name: NAME_TOO_LONG } }),
  });
  const { user } = renderForm();
  await user.click(signUp());
  expect(address()).toHaveAttribute('aria-invalid', 'true');
  await user.type(address(), 'founder@example.org');
  await user.click(signUp());
  expect(await within(form()).findByText(NAME_TOO_LONG)).toBeVisible();
  expect(within(form()).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(NAME_TOO_LONG);
  expect(address()).not.toHaveAttribute('aria-invalid');
  expect(within(form()).getByRole('alert')).toHaveTextContent(FIELD_ERROR_BANNER);
});

it('sends the sign-up to the shell with the page it was on, and replaces the form with the thanks', async () => {
  const fetch = answer(200, { status: 'success', email: 'founder@example.org', name: '', errors: {} });
  Object.assign(globalThis, { fetch });
  const { user } = renderForm();
  await user.type(address(), 'founder@example.org');
  await user.click(signUp());
  const done = await screen.findByRole('status');
  expect(done).toHaveTextContent(SUCCESS_MESSAGE);
  expect(screen.queryByRole('form', { name: 'Founder notes, once a month' })).not.toBeInTheDocument();
  const [path, init] = fetch.mock.calls[0] as [string, RequestInit];
  expect(path).toBe('/newsletter');
  expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
    CONTACT_EMAIL: 'founder@example.org',
    LASTNAME: '',
    return_to: '/about?from=footer',
  });
});

it('says when the sign-up could not be made, and the visitor can send it again', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(new TypeError('offline')) });
  const { user } = renderForm();
  await user.type(address(), 'founder@example.org');
  await user.click(signUp());
  expect(await within(form()).findByRole('alert')).toHaveTextContent(UNAVAILABLE_MESSAGE);
  expect(error).toHaveBeenCalledWith('Newsletter sign-up failed:', new TypeError('offline'));
  expect(signUp()).toBeEnabled();
});

it('posts to the mailing-list provider when one is configured, with its own fields', async () => {
  const fetch = jest.fn().mockResolvedValue(new Response(null, { status: 200 }));
  Object.assign(globalThis, { fetch });
  const { user } = renderForm({ ...testConfig, newsletterFormUrl: 'https://lists.example.com/optin' });
  await user.type(address(), 'founder@example.org');
  await user.click(signUp());
  expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS_MESSAGE);
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('https://lists.example.com/optin');
  expect(init.mode).toBe('no-cors');
  expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
    CONTACT_EMAIL: 'founder@example.org',
    LASTNAME: '',
    email_address_check: '',
    locale: 'en',
  });
});
