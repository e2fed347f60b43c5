// The footer's newsletter form as the browser runs it: the server's HTML started by the e-mail form's script.
import { screen, within } from '@testing-library/react';
import { FIELD_ERRORS_BANNER } from '@pv/shared/forms/email-form-start';
import { renderPage } from '@pv/shared/testing/render-page';
import { testConfig } from '@pv/shared/testing/test-config';
import { NewsletterForm } from './newsletter-form';
import { NAME_TOO_LONG, RATE_LIMITED_MESSAGE, SUCCESS_MESSAGE, UNAVAILABLE_MESSAGE, type NewsletterOutcome } from './newsletter-outcome';
import { answeringFetch, installFetch } from '@pv/shared/testing/form-answers';

const form = () => screen.getByRole('form', { name: 'Founder notes, once a month' });
const address = () => within(form()).getByRole('textbox', { name: /E-mail/ });
const signUp = () => within(form()).getByRole('button', { name: 'Sign Up' });
const renderForm = (config = testConfig, outcome: NewsletterOutcome | null = null) =>
  renderPage(<NewsletterForm hydrate="visible" outcome={outcome} />, { path: '/about?from=footer', config });

beforeEach(() => {
  window.dataLayer = [];
});

it('checks the fields before sending: the banner and the field marked, nothing sent', async () => {
  const fetch = installFetch(jest.fn());
  const { user } = renderForm();
  await user.click(signUp());
  expect(within(form()).getByRole('alert')).toHaveTextContent(FIELD_ERRORS_BANNER);
  expect(address()).toHaveAttribute('aria-invalid', 'true');
  await user.type(address(), 'founder@nowhere');
  await user.click(signUp());
  expect(address()).toHaveAttribute('aria-invalid', 'true');
  expect(fetch).not.toHaveBeenCalled();
  expect(window.dataLayer).toContainEqual({ event: 'button_click', category: 'Newsletter', label: 'Sign Up' });
});

it('shows the errors the server found by their fields, and clears those that are gone', async () => {
  installFetch(answeringFetch(400, { status: 'invalid', email: 'founder@example.org', name: 'Ada', errors: { name: NAME_TOO_LONG } }));
  const { user } = renderForm();
  await user.click(signUp());
  expect(address()).toHaveAttribute('aria-invalid', 'true');
  await user.type(address(), 'founder@example.org');
  await user.click(signUp());
  expect(await within(form()).findByText(NAME_TOO_LONG)).toBeVisible();
  expect(within(form()).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(NAME_TOO_LONG);
  expect(address()).not.toHaveAttribute('aria-invalid');
  expect(within(form()).getByRole('alert')).toHaveTextContent(FIELD_ERRORS_BANNER);
});

it('sends the sign-up to the shell with the page it was on, and replaces the form with the thanks', async () => {
  const fetch = installFetch(answeringFetch(200, { status: 'success', email: 'founder@example.org', name: '', errors: {} }));
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
  installFetch(jest.fn().mockRejectedValue(new TypeError('offline')));
  const { user } = renderForm();
  await user.type(address(), 'founder@example.org');
  await user.click(signUp());
  expect(await within(form()).findByRole('alert')).toHaveTextContent(UNAVAILABLE_MESSAGE);
  expect(error).toHaveBeenCalledWith('Newsletter sign-up failed:', new TypeError('offline'));
  expect(signUp()).toBeEnabled();
});

it('posts to the mailing-list provider when one is configured, with its own fields', async () => {
  const fetch = installFetch(jest.fn().mockResolvedValue(new Response(null, { status: 200 })));
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

it('says "Signing up…" on a disabled button while the sign-up is on its way, and a refusal in the banner', async () => {
  let answer: (response: Response) => void = () => {};
  installFetch(jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
  const { user } = renderForm();
  await user.type(address(), 'founder@example.org');
  await user.click(signUp());
  expect(within(form()).getByRole('button', { name: 'Signing up…' })).toBeDisabled();
  expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  const refused = { status: 'rate-limited', email: 'founder@example.org', name: '', errors: {} };
  answer(new Response(JSON.stringify(refused), { status: 429, headers: { 'content-type': 'application/json' } }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent(RATE_LIMITED_MESSAGE);
  expect(signUp()).toBeEnabled();
});

it('says the sign-up could not be made when the answer is not the form’s (a proxy’s error page), and logs it', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  installFetch(jest.fn().mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 })));
  const { user } = renderForm();
  await user.type(address(), 'founder@example.org');
  await user.click(signUp());
  expect(await within(form()).findByRole('alert')).toHaveTextContent(UNAVAILABLE_MESSAGE);
  expect(error).toHaveBeenCalledWith('Newsletter sign-up failed:', new Error('/newsletter did not answer with the form’s outcome'));
});

describe('the page the server rendered in answer to a sign-up sent without JavaScript', () => {
  it('shows the errors by their fields, with what was typed', () => {
    renderForm(testConfig, {
      status: 'invalid',
      email: 'founder@nowhere',
      name: 'Ada',
      errors: { email: 'Enter a valid e-mail address, like name@example.com.' },
    });
    expect(within(form()).getByRole('alert')).toHaveTextContent(FIELD_ERRORS_BANNER);
    expect(address()).toHaveValue('founder@nowhere');
    expect(address()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(within(form()).getByRole('textbox', { name: /Name/ })).toHaveValue('Ada');
    expect(within(form()).getByRole('textbox', { name: /Name/ })).not.toHaveAttribute('aria-invalid');
  });

  it('shows the thanks in place of the form, under its heading', () => {
    renderForm(testConfig, { status: 'success', email: 'founder@example.org', name: '', errors: {} });
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_MESSAGE);
    expect(screen.getByRole('heading', { name: 'Founder notes, once a month' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Founder notes, once a month' })).not.toBeInTheDocument();
  });
});
