// The local stack's keys. They are public (this file is in the repository) and fixed, so the site
// can be configured with them once: never use them for a deployed project.
import { signHs256Jwt } from './jwt.ts';

/** Secret PostgREST verifies JWTs with, local development only. */
export const LOCAL_JWT_SECRET = 'prepared-ventures-local-development-only-jwt-secret';

/** The anon key: an HS256 JWT with role anon, issued 2025-01-01, expiring 2100-01-01. */
export const LOCAL_ANON_KEY = signHs256Jwt({ role: 'anon', iss: 'supabase-local', iat: 1735689600, exp: 4102444800 }, LOCAL_JWT_SECRET);

/**
 * The service key: role service_role, which bypasses row-level security, as on Supabase. Only the
 * blog's authoring commands use it, to publish posts (mf-blog/README.md); same dates as the anon key.
 */
export const LOCAL_SERVICE_ROLE_KEY = signHs256Jwt(
  { role: 'service_role', iss: 'supabase-local', iat: 1735689600, exp: 4102444800 },
  LOCAL_JWT_SECRET,
);

/**
 * The shell server's newsletter key: role newsletter_writer, which may only execute
 * subscribe_newsletter (docs/decisions/0010-newsletter-and-hardening.md); same dates as the anon key.
 */
export const LOCAL_NEWSLETTER_KEY = signHs256Jwt(
  { role: 'newsletter_writer', iss: 'supabase-local', iat: 1735689600, exp: 4102444800 },
  LOCAL_JWT_SECRET,
);
