// What a sign-up came to, as the shell server answers it: to the enhanced form as JSON, and to a
// form sent without JavaScript as the page again, whose footer form shows it (usePostedForm). Plain
// data, so the footer hands it to its form (docs/decisions/0010-newsletter-and-hardening.md).

export const SUCCESS_MESSAGE = 'Thank you for Signing Up';
export const UNAVAILABLE_MESSAGE = 'We couldn’t sign you up right now. Please try again in a moment.';
export const RATE_LIMITED_MESSAGE = 'Too many sign-ups from your connection. Please wait a minute, then try again.';
export const NAME_TOO_LONG = 'Your name can be at most 100 characters.';

/** Where the footer form posts when no mailing-list provider is configured (a path of the server's table). */
export { NEWSLETTER_PATH } from '@pv/shared/contract/server-paths';
/** The form's name for the page rendered in answer to it. */
export const NEWSLETTER_FORM = 'newsletter';
/** The form field carrying the page the form was on, so a sign-up without JavaScript returns there. */
export const RETURN_FIELD = 'return_to';
/** The provider's field names, kept for our own endpoint so both forms send the same fields. */
export const EMAIL_FIELD = 'CONTACT_EMAIL';
export const NAME_FIELD = 'LASTNAME';

export type NewsletterStatus = 'success' | 'invalid' | 'rate-limited' | 'unavailable';

export interface NewsletterOutcome {
  status: NewsletterStatus;
  /** What the visitor typed, shown again when the form comes back with an error. */
  email: string;
  name: string;
  errors: { email?: string; name?: string };
}

/** The HTTP status each outcome is answered with. */
export const OUTCOME_STATUS: Record<NewsletterStatus, number> = {
  success: 200,
  invalid: 400,
  'rate-limited': 429,
  unavailable: 503,
};
