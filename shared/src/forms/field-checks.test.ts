import { EMAIL_MALFORMED, EMAIL_REQUIRED } from '@pv/shared/forms/email-address';
import { fieldErrors, type FormFields } from '@pv/shared/forms/field-checks';

const fields = {
  email: { name: 'CONTACT_EMAIL', check: { rule: 'email' } },
  name: { name: 'LASTNAME', check: { rule: 'max-length', max: 5, message: 'At most 5.' } },
  consent: { name: 'consent', check: { rule: 'ticked', message: 'Tick the box.' } },
  code: { name: 'a' },
} as const satisfies FormFields;

describe('the checks of a form’s fields', () => {
  it('finds nothing in a form that may be sent, and never judges a field without a check', () => {
    expect(fieldErrors(fields, { email: ' ada@example.org ', name: 'Ada', consent: true, code: '' })).toEqual({});
  });

  it('gives each failing field its error by key: the address required or malformed, too long once trimmed, the box not ticked', () => {
    expect(fieldErrors(fields, { email: '', name: 'Ada Lovelace', consent: false })).toEqual({
      email: EMAIL_REQUIRED,
      name: 'At most 5.',
      consent: 'Tick the box.',
    });
    expect(fieldErrors(fields, { email: 'ada@nowhere', name: '  Ada5  ', consent: true })).toEqual({ email: EMAIL_MALFORMED });
  });

  it('counts exactly `max` characters as within, one more as too long', () => {
    expect(fieldErrors(fields, { email: 'a@example.org', name: '12345', consent: true })).toEqual({});
    expect(fieldErrors(fields, { email: 'a@example.org', name: '123456', consent: true })).toEqual({ name: 'At most 5.' });
  });

  it('treats a field that was not sent as empty, or unticked', () => {
    expect(fieldErrors(fields, {})).toEqual({ email: EMAIL_REQUIRED, consent: 'Tick the box.' });
  });
});
