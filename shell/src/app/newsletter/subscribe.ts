// Newsletter sign-up from the browser: to the configured mailing-list provider when there is one,
// otherwise to the shell server's form endpoint, which validates, rate-limits and stores it
// (docs/decisions/0010-newsletter-and-hardening.md). The same rules check the form in the browser
// and on the server.
import { emailError } from '@pv/shared/forms/email-address';
import { postFormForOutcome } from '@pv/shared/forms/post-form';
import { EMAIL_FIELD, NAME_FIELD, NAME_TOO_LONG, NEWSLETTER_PATH, RETURN_FIELD, type NewsletterOutcome } from './newsletter-outcome';

export interface Signup {
  email: string;
  name: string;
}

export const MAX_NAME_LENGTH = 100;

/** The field errors of a sign-up (trimmed first); empty when it may be sent. */
export function signupErrors({ email, name }: Signup): NewsletterOutcome['errors'] {
  const errors: NewsletterOutcome['errors'] = {};
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  if (name.trim().length > MAX_NAME_LENGTH) errors.name = NAME_TOO_LONG;
  return errors;
}

const outcome = (status: NewsletterOutcome['status'], signup: Signup): NewsletterOutcome => ({ status, ...signup, errors: {} });

/** Sends the sign-up to the mailing-list provider's form (`providerUrl`), or else to the shell server, and says what it came to. */
export async function subscribe(signup: Signup, providerUrl: string | null, returnTo: string): Promise<NewsletterOutcome> {
  try {
    if (providerUrl) return await postToProvider(providerUrl, signup);
    return await postToShell(signup, returnTo);
  } catch (error) {
    console.error('Newsletter sign-up failed:', error);
    return outcome('unavailable', signup);
  }
}

/** The provider's opt-in form endpoint answers cross-origin without CORS: a sent request is a success. */
async function postToProvider(formUrl: string, signup: Signup): Promise<NewsletterOutcome> {
  const body = new URLSearchParams({
    [EMAIL_FIELD]: signup.email.trim(),
    [NAME_FIELD]: signup.name.trim(),
    email_address_check: '',
    locale: 'en',
  });
  await fetch(formUrl, { method: 'POST', mode: 'no-cors', body });
  return outcome('success', signup);
}

async function postToShell(signup: Signup, returnTo: string): Promise<NewsletterOutcome> {
  const fields = { [EMAIL_FIELD]: signup.email, [NAME_FIELD]: signup.name, [RETURN_FIELD]: returnTo };
  return (await postFormForOutcome<NewsletterOutcome>(NEWSLETTER_PATH, fields)) ?? outcome('unavailable', signup);
}
