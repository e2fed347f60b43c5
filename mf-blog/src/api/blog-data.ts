// What every read of the database shares: the client, a bounded request, and one error type. Only
// the server reads the database: the browser's list reads the site's JSON answers (site-answers.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { REQUEST_TIMEOUT_MS } from '../config/blog';

/** The part of the site configuration the blog's calls need. */
export type BlogDataConfig = Pick<SiteConfig, 'supabase' | 'origin'>;

/** The backend's client, loaded with the first request. */
let clientModule: Promise<typeof import('@pv/shared/supabase/client')> | undefined;
export const blogClient = async (config: BlogDataConfig): Promise<SupabaseClient> =>
  // Imported once: each import() of a shared module goes through the federation runtime again.
  (await (clientModule ??= import('@pv/shared/supabase/client'))).getSupabaseClient(config.supabase);

/**
 * The query's own signal (react-query cancels it) bounded by a time-out. Every call also turns off
 * supabase-js's own retries (three, over 7 s): react-query decides (the shell's browser client
 * retries once, the list asks again while failing), and the server never waits on a backend
 * that is down.
 */
export function requestSignal(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(__SERVER__ ? REQUEST_TIMEOUT_MS.server : REQUEST_TIMEOUT_MS.browser);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

interface ErrorLike {
  message?: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

/** A failed call, with PostgREST's code and details when there are some. */
export class BlogDataError extends Error {
  readonly code: string;
  readonly details: string | null;

  constructor(error: ErrorLike) {
    super(error.message || 'Blog request failed');
    this.name = 'BlogDataError';
    this.code = error.code ?? '';
    this.details = error.details ?? null;
  }
}

/** True when react-query itself cancelled the request (a newer query replaced it): not a failure to report. */
export const wasCancelled = (signal: AbortSignal | undefined) => signal?.aborted === true;

/**
 * A failed read, told to whoever watches: in the browser its console (unless the read was
 * cancelled). On the server nothing here: the shell logs every failed read of a page's data, and
 * every document that could not be built, as one line of its log, never a stack trace per request.
 */
export function reportFailure(what: string, failure: BlogDataError, signal?: AbortSignal) {
  if (!__SERVER__ && !wasCancelled(signal)) console.error(`${what}:`, failure);
}
