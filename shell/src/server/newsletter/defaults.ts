// The newsletter endpoint's defaults (docs/decisions/0010-newsletter-and-hardening.md).

/** Valid sign-ups one client may send per minute before it is answered 429. */
export const SIGNUPS_PER_WINDOW = 5;

/**
 * The local backend's newsletter key: an HS256 JWT naming role newsletter_writer, signed with the
 * local stack's published development secret (supabase/local/keys.ts), so a deployment must set
 * SUPABASE_NEWSLETTER_KEY to one signed with its own project's secret.
 */
export const LOCAL_NEWSLETTER_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoibmV3c2xldHRlcl93cml0ZXIiLCJpc3MiOiJzdXBhYmFzZS1sb2NhbCIsImlhdCI6MTczNTY4OTYwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.jj-bscToZWKv82JfXD2oxSyTz3wQS6ufv5XO8TyVSOE';
