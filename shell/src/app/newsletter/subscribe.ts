// Newsletter sign-up: the configured mailing-list provider when there is one, otherwise our own
// table (anonymous insert only). A repeated e-mail is a success; nothing is half-stored.
import type { SiteConfig } from '@pv/shared/config/site-config';

export interface Signup {
  email: string;
  name: string;
}

export type SignupResult = { ok: true } | { ok: false; reason: 'invalid-email' | 'unavailable' };

export const NEWSLETTER_TABLE = 'newsletter_signups';
const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

export async function subscribe(signup: Signup, config: SiteConfig): Promise<SignupResult> {
  const email = signup.email.trim();
  const name = signup.name.trim().slice(0, MAX_NAME_LENGTH);
  if (!isValidEmail(email)) return { ok: false, reason: 'invalid-email' };
  try {
    return config.newsletterFormUrl ? await postToProvider(config.newsletterFormUrl, email, name) : await storeSignup(config, email, name);
  } catch (error) {
    console.error('Newsletter sign-up failed:', error);
    return { ok: false, reason: 'unavailable' };
  }
}

/** The provider's opt-in form endpoint answers cross-origin without CORS: a sent request is a success. */
async function postToProvider(formUrl: string, email: string, name: string): Promise<SignupResult> {
  const body = new URLSearchParams({ CONTACT_EMAIL: email, LASTNAME: name, email_address_check: '', locale: 'en' });
  await fetch(formUrl, { method: 'POST', mode: 'no-cors', body });
  return { ok: true };
}

async function storeSignup(config: SiteConfig, email: string, name: string): Promise<SignupResult> {
  const { getSupabaseClient } = await import('@pv/shared/supabase/client');
  const { error } = await getSupabaseClient(config.supabase)
    .from(NEWSLETTER_TABLE)
    .insert({ email, name: name || null });
  if (!error || error.code === UNIQUE_VIOLATION) return { ok: true };
  if (error.code === CHECK_VIOLATION) return { ok: false, reason: 'invalid-email' };
  throw new Error(`${error.code ?? 'network'}: ${error.message}`);
}
