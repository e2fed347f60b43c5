// The results e-mail form as the browser runs it: the server's HTML started by the e-mail form's script.
import { screen, within } from '@testing-library/react';
import { CONSENT_REQUIRED, RESULTS_EMAIL_FORM, type ResultsEmailOutcome } from '@pv/shared/contract/assessment-results';
import { PostedFormContext } from '@pv/shared/forms/posted-form';
import { renderPage } from '@pv/shared/testing/render-page';
import { renderResults } from '../../testing/render-assessment';
import { encodeAnswers } from '../logic/answer-code';
import { ResultsPage } from './results-page';
import { answeringFetch, installFetch } from '@pv/shared/testing/form-answers';

const code = encodeAnswers({ 0: 'building', 1: 'market', 2: 'fulltime', 3: 'community', 4: 'first' });
const form = () => screen.getByRole('form', { name: 'E-mail me my results' });
const address = () => within(form()).getByRole('textbox', { name: /E-mail/ });

beforeEach(() => {
  window.dataLayer = [];
});

it('checks the fields before sending: each error by its field, the banner, nothing sent', async () => {
  const fetch = installFetch(jest.fn());
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
  const fetch = installFetch(answeringFetch(200, { status: 'sent', email: 'founder@example.org', consent: true, errors: {} }));
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
  installFetch(answeringFetch(429, { status: 'rate-limited', email: 'a@example.org', consent: true, errors: {} }));
  const { user } = renderResults(code);
  await user.type(address(), 'a@example.org');
  await user.click(within(form()).getByRole('checkbox'));
  await user.click(within(form()).getByRole('button', { name: 'E-mail my results' }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent('Too many requests from your connection.');
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  installFetch(jest.fn().mockRejectedValue(new TypeError('offline')));
  await user.click(within(form()).getByRole('button', { name: 'E-mail my results' }));
  expect(await within(form()).findByText('We couldn’t save your request right now. Please try again in a moment.')).toBeVisible();
  expect(error).toHaveBeenCalledWith('The results e-mail could not be requested:', new TypeError('offline'));
  expect(within(form()).getByRole('button', { name: 'E-mail my results' })).toBeEnabled();
});

describe('the page the server rendered in answer to the form sent without JavaScript', () => {
  const renderAnswered = (outcome: ResultsEmailOutcome) =>
    renderPage(
      <PostedFormContext.Provider value={{ form: RESULTS_EMAIL_FORM, outcome }}>
        <ResultsPage />
      </PostedFormContext.Provider>,
      { path: `/chart-my-course/results?a=${code}` },
    );

  it('shows each error by its field, what was typed, and the code’s error under the form', () => {
    renderAnswered({
      status: 'invalid',
      email: 'founder@nowhere',
      consent: false,
      errors: { email: 'Enter a valid e-mail address, like name@example.com.', consent: CONSENT_REQUIRED, code: 'Code not valid.' },
    });
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please correct the marked field(s) below.');
    expect(address()).toHaveValue('founder@nowhere');
    expect(address()).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    expect(within(form()).getByRole('checkbox')).not.toBeChecked();
    expect(within(form()).getByRole('checkbox')).toHaveAccessibleDescription(CONSENT_REQUIRED);
    expect(within(form()).getByText('Code not valid.')).toBeVisible();
  });

  it('shows the result in place of the form: saved for the team', () => {
    renderAnswered({ status: 'saved', email: 'founder@example.org', consent: true, errors: {} });
    expect(screen.getByText(/We’ve saved your results/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form', { name: 'E-mail me my results' })).not.toBeInTheDocument();
  });
});
