// The assessment results endpoints' defaults (docs/decisions/0011-assessment-results-and-progress.md).

/** Results e-mails one client may ask for per minute before it is answered 429. */
export const RESULTS_EMAILS_PER_MINUTE = 5;
/** Finished assessments one client may report per minute; more are not counted (a founder never sees it). */
export const FINISHES_PER_MINUTE = 20;

/**
 * The local backend's assessment key: an HS256 JWT naming role assessment_writer, signed with the
 * local stack's published development secret (supabase/local/keys.ts), so a deployment must set
 * SUPABASE_ASSESSMENT_KEY to one signed with its own project's secret.
 */
export const LOCAL_ASSESSMENT_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYXNzZXNzbWVudF93cml0ZXIiLCJpc3MiOiJzdXBhYmFzZS1sb2NhbCIsImlhdCI6MTczNTY4OTYwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.Fsc5liu6n9HgDI78imzCiFk-8xbBoYFGZy-kKFOKEB4';
