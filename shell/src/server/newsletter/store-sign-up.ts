// Stores a sign-up through the database's one narrow function, subscribe_newsletter, with the
// server's newsletter key (role newsletter_writer, which may do nothing else). The backend answers
// the same for a new and a known address (docs/decisions/0010-newsletter-and-hardening.md).
import type { Signup } from '../../app/newsletter/subscribe';

export const STORE_TIMEOUT_MS = 8_000;
const CHECK_VIOLATION = '23514';

export interface SignupStoreOptions {
  /** The backend as this server reaches it. */
  backendUrl: string;
  /** The gateway's API key (the anon key); the newsletter key is the bearer token that names the role. */
  anonKey: string;
  newsletterKey: string;
  fetchUpstream?: typeof fetch;
  timeoutMs?: number;
}

/** 'stored' for a new or a known address, 'rejected' when the database's checks refuse it; throws when unreachable. */
export type SignupStore = (signup: Signup) => Promise<'stored' | 'rejected'>;

export function createSignupStore({
  backendUrl,
  anonKey,
  newsletterKey,
  fetchUpstream = fetch,
  timeoutMs = STORE_TIMEOUT_MS,
}: SignupStoreOptions): SignupStore {
  const url = `${backendUrl.replace(/\/+$/, '')}/rest/v1/rpc/subscribe_newsletter`;
  return async ({ email, name }) => {
    const response = await fetchUpstream(url, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${newsletterKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: name || null }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.ok) return 'stored';
    const code = (() => {
      try {
        return (JSON.parse(text) as { code?: string }).code;
      } catch {
        return undefined;
      }
    })();
    if (code === CHECK_VIOLATION) return 'rejected';
    throw new Error(`subscribe_newsletter answered ${response.status}: ${text.slice(0, 200)}`);
  };
}
