// The local stack's keys. They are public (this file is in the repository) and fixed, so the site
// can be configured with them once: never use them for a deployed project.
import { signHs256Jwt } from './jwt.ts';

/** Secret PostgREST verifies JWTs with, local development only. */
export const LOCAL_JWT_SECRET = 'prepared-ventures-local-development-only-jwt-secret';

/** The anon key: an HS256 JWT with role anon, issued 2025-01-01, expiring 2100-01-01. */
export const LOCAL_ANON_KEY = signHs256Jwt({ role: 'anon', iss: 'supabase-local', iat: 1735689600, exp: 4102444800 }, LOCAL_JWT_SECRET);

/**
 * The shell server's newsletter key: role newsletter_writer, which may only execute
 * subscribe_newsletter (docs/decisions/0010-newsletter-and-hardening.md); same dates as the anon key.
 */
export const LOCAL_NEWSLETTER_KEY = signHs256Jwt(
  { role: 'newsletter_writer', iss: 'supabase-local', iat: 1735689600, exp: 4102444800 },
  LOCAL_JWT_SECRET,
);

/**
 * The shell server's assessment key: role assessment_writer, which may only execute
 * record_assessment_completion and request_assessment_results_email
 * (docs/decisions/0011-assessment-results-and-progress.md).
 */
export const LOCAL_ASSESSMENT_KEY = signHs256Jwt(
  { role: 'assessment_writer', iss: 'supabase-local', iat: 1735689600, exp: 4102444800 },
  LOCAL_JWT_SECRET,
);

/**
 * The service role's key: bypasses row-level security, as on Supabase, for the team's tools only
 * (the assessment report, the blog's authoring commands that publish posts); never given to a
 * browser or to the site's server.
 */
export const LOCAL_SERVICE_ROLE_KEY = signHs256Jwt(
  { role: 'service_role', iss: 'supabase-local', iat: 1735689600, exp: 4102444800 },
  LOCAL_JWT_SECRET,
);
