// The e-mail form's frame on its own (the newsletter's and the results e-mail's tests show each use):
// what it does with any form's fields, checks and statuses.
import { screen, within } from '@testing-library/react';
import EmailForm from '@pv/shared/forms/email-form';
import { FieldError } from '@pv/shared/forms/field-error';
import { renderPage } from '@pv/shared/testing/render-page';
import { answeringFetch, installFetch } from '@pv/shared/testing/form-answers';

const messages = {
  done: { kept: 'Kept.' },
  refused: { busy: 'Busy, try later.', unavailable: 'Not now.' },
  submit: 'Keep',
  sending: 'Keeping…',
  failure: 'Keeping failed',
};

function renderForm() {
  return renderPage(
    <EmailForm
      hydrate="load"
      action="/keep"
      hiddenFields={{ from: 'test' }}
      fields={{ code: { name: 'code', check: { rule: 'max-length', max: 3, message: 'Three at most.' } } }}
      messages={messages}
      track={{ category: 'Test', label: 'Keep' }}
      outcome={null}
      headingId="keep-heading"
      heading={<h2 id="keep-heading">Keep it</h2>}
      lead={<p>A code to keep.</p>}
    >
      <label htmlFor="code">Code</label>
      <input id="code" name="code" />
      <FieldError surface="light" id="code-error" field="code" message={undefined} />
    </EmailForm>,
  );
}

const form = () => screen.getByRole('form', { name: 'Keep it' });

beforeEach(() => {
  window.dataLayer = [];
});

it('runs the checks it was given before sending, and records each press', async () => {
  const fetch = installFetch(jest.fn());
  const { user } = renderForm();
  await user.type(within(form()).getByRole('textbox', { name: 'Code' }), 'abcd');
  await user.click(within(form()).getByRole('button', { name: 'Keep' }));
  expect(within(form()).getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Three at most.');
  expect(within(form()).getByRole('alert')).toHaveTextContent('Please correct the marked field(s) below.');
  expect(fetch).not.toHaveBeenCalled();
  expect(window.dataLayer).toEqual([{ event: 'button_click', category: 'Test', label: 'Keep' }]);
});

it('sends the fields a form without JavaScript sends, and shows a refusal by its status', async () => {
  const fetch = installFetch(answeringFetch(503, { status: 'busy', errors: {} }));
  const { user } = renderForm();
  await user.type(within(form()).getByRole('textbox', { name: 'Code' }), 'abc');
  await user.click(within(form()).getByRole('button', { name: 'Keep' }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent('Busy, try later.');
  const [path, init] = fetch.mock.calls[0] as [string, RequestInit];
  expect(path).toBe('/keep');
  expect(init.headers).toEqual({ accept: 'application/json' });
  expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ from: 'test', code: 'abc' });
});

it.each(['surprise', 'constructor'])('says a status it does not know (%j) as not available now', async (status) => {
  installFetch(answeringFetch(200, { status, errors: {} }));
  const { user } = renderForm();
  await user.click(within(form()).getByRole('button', { name: 'Keep' }));
  expect(await within(form()).findByRole('alert')).toHaveTextContent('Not now.');
  expect(form()).toBeVisible();
});
