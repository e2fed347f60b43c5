// The newsletter form's fields and their checks (docs/decisions/0010-newsletter-and-hardening.md):
// the server checks a sign-up with them, and the footer's form carries them to its script, which
// checks the fields the same way before sending.
import { fieldErrors, type FormFields } from '@pv/shared/forms/field-checks';
import { EMAIL_FIELD, NAME_FIELD, NAME_TOO_LONG, type NewsletterOutcome } from './newsletter-outcome';

export const MAX_NAME_LENGTH = 100;

export const SIGNUP_FIELDS = {
  email: { name: EMAIL_FIELD, check: { rule: 'email' } },
  name: { name: NAME_FIELD, check: { rule: 'max-length', max: MAX_NAME_LENGTH, message: NAME_TOO_LONG } },
} as const satisfies FormFields<keyof NewsletterOutcome['errors']>;

export interface Signup {
  email: string;
  name: string;
}

/** The field errors of a sign-up (trimmed first); empty when it may be sent. */
export const signupErrors = (signup: Signup): NewsletterOutcome['errors'] => fieldErrors(SIGNUP_FIELDS, signup);
