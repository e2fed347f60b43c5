// Newsletter sign-up from the browser: to the configured mailing-list provider when there is one,
// otherwise to the shell server's form endpoint, which validates, rate-limits and stores it
// (docs/decisions/0010-newsletter-and-hardening.md). The same rules check the form in the browser
// and on the server.
import type { SiteConfig } from '@pv/shared/config/site-config';
import {
  EMAIL_FIELD,
  EMAIL_MALFORMED,
  EMAIL_REQUIRED,
  NAME_FIELD,
  NAME_TOO_LONG,
  NEWSLETTER_PATH,
  RETURN_FIELD,
  type NewsletterOutcome,
} from './newsletter-outcome';

export interface Signup {
  email: string;
  name: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** The field errors of a sign-up (trimmed first); empty when it may be sent. */
export function signupErrors({ email, name }: Signup): NewsletterOutcome['errors'] {
  const errors: NewsletterOutcome['errors'] = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = EMAIL_REQUIRED;
  else if (!isValidEmail(trimmed)) errors.email = EMAIL_MALFORMED;
  if (name.trim().length > MAX_NAME_LENGTH) errors.name = NAME_TOO_LONG;
  return errors;
}

const outcome = (status: NewsletterOutcome['status'], signup: Signup): NewsletterOutcome => ({ status, ...signup, errors: {} });

export async function subscribe(signup: Signup, config: SiteConfig, returnTo: string): Promise<NewsletterOutcome> {
  try {
    if (config.newsletterFormUrl) return await postToProvider(config.newsletterFormUrl, signup);
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
  const body = new URLSearchParams({ [EMAIL_FIELD]: signup.email, [NAME_FIELD]: signup.name, [RETURN_FIELD]: returnTo });
  const response = await fetch(NEWSLETTER_PATH, { method: 'POST', headers: { accept: 'application/json' }, body });
  if (!response.headers.get('content-type')?.includes('application/json')) return outcome('unavailable', signup);
  return (await response.json()) as NewsletterOutcome;
}
