import { EMAIL_MALFORMED, EMAIL_REQUIRED, emailError, isValidEmail, MAX_EMAIL_LENGTH } from '@pv/shared/forms/email-address';

describe('an e-mail address typed into a form', () => {
  it.each(['ada@example.org', ' ada@example.org ', 'first.last+news@sub.example.co.uk'])('accepts %j', (email) => {
    expect(emailError(email)).toBeUndefined();
  });

  it.each([
    ['', EMAIL_REQUIRED],
    ['   ', EMAIL_REQUIRED],
    ['ada@nowhere', EMAIL_MALFORMED],
    ['ada example.org', EMAIL_MALFORMED],
    ['@example.org', EMAIL_MALFORMED],
    [`${'a'.repeat(MAX_EMAIL_LENGTH)}@example.org`, EMAIL_MALFORMED],
  ])('refuses %j', (email, error) => {
    expect(emailError(email)).toBe(error);
  });

  it('allows at most 254 characters in all', () => {
    const local = 'a'.repeat(MAX_EMAIL_LENGTH - '@example.org'.length);
    expect(isValidEmail(`${local}@example.org`)).toBe(true);
    expect(isValidEmail(`a${local}@example.org`)).toBe(false);
  });
});
