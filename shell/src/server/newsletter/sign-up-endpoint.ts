// The footer form's endpoint when no mailing-list provider is configured: POST /newsletter. The
// shell server is the only writer of sign-ups (docs/decisions/0010-newsletter-and-hardening.md): it
// refuses forms from other sites, validates the fields with the browser's own rules, counts valid
// sign-ups per client (the limit holds across worker processes), and stores through the
// database's function. The enhanced form asks for JSON; a form sent without JavaScript gets the
// page it came from again, its footer form showing the outcome.
import type { IncomingMessage } from 'node:http';
import {
  EMAIL_FIELD,
  EMAIL_MALFORMED,
  NAME_FIELD,
  OUTCOME_STATUS,
  RETURN_FIELD,
  type NewsletterOutcome,
} from '../../app/newsletter/newsletter-outcome';
import { signupErrors, type Signup } from '../../app/newsletter/subscribe';
import type { RateLimiter } from './rate-limit';
import type { SignupStore } from './store-sign-up';

/** A form of an e-mail address, a name and a path: far below this. */
export const MAX_FORM_BYTES = 4_096;

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface SignupEndpointOptions {
  store: SignupStore;
  limiter: RateLimiter;
  /** The page at `url` with the footer form showing `outcome`. */
  renderWithOutcome: (url: URL, outcome: NewsletterOutcome) => Promise<Reply>;
  siteOrigin: string;
  log?: (message: string) => void;
}

class FormError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new FormError(415, 'Send the form as application/x-www-form-urlencoded');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new FormError(413, `Form over ${MAX_FORM_BYTES} bytes`);
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A form posted by another site's page is refused: nobody signs a visitor up elsewhere. The
 * browser's Sec-Fetch-Site says where the form came from; without it (older browsers), its Origin
 * must be the site's origin or the host the request was sent to.
 */
function isCrossSite(req: IncomingMessage, siteOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  if (site) return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    const { host, origin: normalised } = new URL(origin);
    return normalised !== new URL(siteOrigin).origin && host !== req.headers.host;
  } catch {
    return true;
  }
}

/** The page a form came from, as a path of this site; anything else is the home page. */
export function returnPath(value: string | null, siteOrigin: string): URL {
  const home = new URL('/', siteOrigin);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return home;
  try {
    const url = new URL(value, siteOrigin);
    return url.origin === home.origin ? new URL(`${url.pathname}${url.search}`, siteOrigin) : home;
  } catch {
    return home;
  }
}

const ECHO_LENGTH = 300;

const wantsJson = (req: IncomingMessage) => (req.headers.accept ?? '').includes('application/json');

export function createSignupEndpoint({ store, limiter, renderWithOutcome, siteOrigin, log = console.error }: SignupEndpointOptions) {
  /** The outcome, and for a refused client the seconds until it may sign up again. */
  async function outcomeOf(form: URLSearchParams, client: string): Promise<{ outcome: NewsletterOutcome; retryAfterS?: number }> {
    const signup: Signup = { email: form.get(EMAIL_FIELD) ?? '', name: form.get(NAME_FIELD) ?? '' };
    // What the visitor typed goes back into the form, bounded (the fields' own limits are lower).
    const echo = { email: signup.email.slice(0, ECHO_LENGTH), name: signup.name.slice(0, ECHO_LENGTH) };
    const errors = signupErrors(signup);
    if (errors.email || errors.name) return { outcome: { status: 'invalid', ...echo, errors } };
    try {
      const decision = await limiter.take(client);
      if (!decision.allowed) {
        return {
          outcome: { status: 'rate-limited', ...echo, errors: {} },
          retryAfterS: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
        };
      }
      const stored = await store({ email: signup.email.trim(), name: signup.name.trim() });
      if (stored === 'rejected') return { outcome: { status: 'invalid', ...echo, errors: { email: EMAIL_MALFORMED } } };
      return { outcome: { status: 'success', ...echo, errors: {} } };
    } catch (error) {
      log(`Newsletter sign-up could not be stored: ${error instanceof Error ? error.message : String(error)}`);
      return { outcome: { status: 'unavailable', ...echo, errors: {} } };
    }
  }

  return async (req: IncomingMessage, client: string): Promise<Reply> => {
    const json = wantsJson(req);
    try {
      if (req.method !== 'POST') throw new FormError(405, 'Sign up with POST');
      if (isCrossSite(req, siteOrigin)) throw new FormError(403, 'Sign-ups are accepted from this site’s own pages only');
      const form = await readForm(req);
      const { outcome, retryAfterS } = await outcomeOf(form, client);
      const status = OUTCOME_STATUS[outcome.status];
      const retryAfter: Record<string, string> = retryAfterS ? { 'retry-after': String(retryAfterS) } : {};
      if (json) {
        return {
          status,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...retryAfter },
          body: JSON.stringify(outcome),
        };
      }
      const page = await renderWithOutcome(returnPath(form.get(RETURN_FIELD), siteOrigin), outcome);
      return { ...page, status: page.status === 200 ? status : page.status, headers: { ...page.headers, ...retryAfter } };
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      const allow: Record<string, string> = error.status === 405 ? { allow: 'POST' } : {};
      return {
        status: error.status,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...allow },
        body: error.message,
      };
    }
  };
}
