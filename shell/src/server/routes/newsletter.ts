// The footer form's endpoint when no mailing-list provider is configured: POST /newsletter. The
// shell server is the only writer of sign-ups (docs/decisions/0010-newsletter-and-hardening.md): it
// refuses forms from other sites, validates the fields with the browser's own rules, counts valid
// sign-ups per client (@fastify/rate-limit, with one count for every worker process:
// ../newsletter/rate-limit.ts), and stores through the database's function. The enhanced form asks
// for JSON; a form sent without JavaScript gets the page it came from again, its footer form
// showing the outcome.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formBody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { NEWSLETTER_PATH } from '@pv/shared/contract/server-paths';
import {
  EMAIL_FIELD,
  EMAIL_MALFORMED,
  NAME_FIELD,
  OUTCOME_STATUS,
  RETURN_FIELD,
  type NewsletterOutcome,
} from '../../app/newsletter/newsletter-outcome';
import { signupErrors, type Signup } from '../../app/newsletter/subscribe';
import { SIGNUP_WINDOW_MS } from '../newsletter/defaults';
import { limiterStore, type RateLimiter } from '../newsletter/rate-limit';
import type { SignupStore } from '../newsletter/store-sign-up';
import { logError } from '../log';

/** A form of an e-mail address, a name and a path: far below this. */
export const MAX_FORM_BYTES = 4_096;

const FORM_TYPE = 'application/x-www-form-urlencoded';

type SignupForm = Partial<Record<typeof EMAIL_FIELD | typeof NAME_FIELD | typeof RETURN_FIELD, string>>;

const formSchema = {
  type: 'object',
  properties: { [EMAIL_FIELD]: { type: 'string' }, [NAME_FIELD]: { type: 'string' }, [RETURN_FIELD]: { type: 'string' } },
} as const;

export interface NewsletterOptions {
  store: SignupStore;
  limiter: RateLimiter;
  /** Valid sign-ups one client may send per window. */
  perMinute: number;
}

const formOf = (request: FastifyRequest): SignupForm => (request.body ?? {}) as SignupForm;
const signupOf = (form: SignupForm): Signup => ({ email: form[EMAIL_FIELD] ?? '', name: form[NAME_FIELD] ?? '' });

/**
 * A form posted by another site's page is refused: nobody signs a visitor up elsewhere. The
 * browser's Sec-Fetch-Site says where the form came from; without it (older browsers), its Origin
 * must be the site's origin or the host the request was sent to.
 */
function isCrossSite(request: FastifyRequest, siteOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  if (site) return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    const { host, origin: normalised } = new URL(origin);
    return normalised !== new URL(siteOrigin).origin && host !== request.headers.host;
  } catch {
    return true;
  }
}

/** The page a form came from, as a path of this site; anything else is the home page. */
export function returnPath(value: string | undefined, siteOrigin: string): URL {
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

/** What the visitor typed goes back into the form, bounded (the fields' own limits are lower). */
const echoOf = (signup: Signup) => ({ email: signup.email.slice(0, ECHO_LENGTH), name: signup.name.slice(0, ECHO_LENGTH) });

const plain = (reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}) =>
  reply
    .code(status)
    .headers({ ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    .send(message);

/** The outcome as the form asked for it: JSON, or the page it came from with its footer showing it. */
async function answer(request: FastifyRequest, reply: FastifyReply, outcome: NewsletterOutcome) {
  const status = OUTCOME_STATUS[outcome.status];
  reply.header('cache-control', 'no-store');
  if ((request.headers.accept ?? '').includes('application/json')) {
    return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(outcome));
  }
  const { config, csp, renderPage } = request.server.site;
  const page = await renderPage(returnPath(formOf(request)[RETURN_FIELD], config.site.origin), outcome);
  return reply
    .code(page.status === 200 ? status : page.status)
    .headers({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp })
    .send(page.html);
}

/** Over the client's limit: its Retry-After is already on the reply. */
class RateLimited extends Error {
  readonly statusCode = 429;
}

export async function newsletterRoutes(app: FastifyInstance, { store, limiter, perMinute }: NewsletterOptions) {
  await app.register(formBody, { bodyLimit: MAX_FORM_BYTES });
  await app.register(rateLimit, {
    global: false,
    // After the form is read: a form with errors is not counted.
    hook: 'preHandler',
    max: perMinute,
    timeWindow: SIGNUP_WINDOW_MS,
    store: limiterStore(limiter),
    allowList: (request) => {
      const errors = signupErrors(signupOf(formOf(request)));
      return Boolean(errors.email || errors.name);
    },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: () => new RateLimited('Too many sign-ups'),
  });

  app.post(NEWSLETTER_PATH, {
    bodyLimit: MAX_FORM_BYTES,
    schema: { body: formSchema },
    config: { rateLimit: {} },
    onRequest: async (request, reply) => {
      if (isCrossSite(request, request.server.site.config.site.origin)) {
        return plain(reply, 403, 'Sign-ups are accepted from this site’s own pages only');
      }
      if (!(request.headers['content-type'] ?? '').startsWith(FORM_TYPE)) return plain(reply, 415, `Send the form as ${FORM_TYPE}`);
    },
    errorHandler: (error: FastifyError, request, reply) => {
      const echo = echoOf(signupOf(formOf(request)));
      if (error instanceof RateLimited) return answer(request, reply, { status: 'rate-limited', ...echo, errors: {} });
      if (error.statusCode === 413) return plain(reply, 413, `Form over ${MAX_FORM_BYTES} bytes`);
      if (error.statusCode && error.statusCode < 500) return plain(reply, error.statusCode, error.message);
      // The count could not be taken (the primary process did not answer): nothing is stored uncounted.
      logError('Newsletter sign-up could not be counted', error);
      return answer(request, reply, { status: 'unavailable', ...echo, errors: {} });
    },
    handler: async (request, reply) => {
      const signup = signupOf(formOf(request));
      const echo = echoOf(signup);
      const errors = signupErrors(signup);
      if (errors.email || errors.name) return answer(request, reply, { status: 'invalid', ...echo, errors });
      let stored: Awaited<ReturnType<SignupStore>>;
      try {
        stored = await store({ email: signup.email.trim(), name: signup.name.trim() });
      } catch (error) {
        logError('Newsletter sign-up could not be stored', error);
        return answer(request, reply, { status: 'unavailable', ...echo, errors: {} });
      }
      if (stored === 'rejected') return answer(request, reply, { status: 'invalid', ...echo, errors: { email: EMAIL_MALFORMED } });
      return answer(request, reply, { status: 'success', ...echo, errors: {} });
    },
  });
}
