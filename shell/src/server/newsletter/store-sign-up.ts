// Stores a sign-up through the database's one narrow function, subscribe_newsletter, with the
// server's newsletter key (role newsletter_writer, which may do nothing else). The backend answers
// the same for a new and a known address (docs/decisions/0010-newsletter-and-hardening.md).
import type { Signup } from '../../app/newsletter/signup-fields';
import { databaseFunctions, type DatabaseFunctionOptions } from '../forms/database-function';

/** 'stored' for a new or a known address, 'rejected' when the database's checks refuse it; throws when unreachable. */
export type SignupStore = (signup: Signup) => Promise<'stored' | 'rejected'>;

/** `roleKey`: the newsletter key. */
export function createSignupStore(options: DatabaseFunctionOptions): SignupStore {
  const call = databaseFunctions(options);
  return async ({ email, name }) =>
    (await call('subscribe_newsletter', { email, name: name || null })) === 'rejected' ? 'rejected' : 'stored';
}
