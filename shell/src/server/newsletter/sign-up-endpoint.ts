// The footer form's endpoint when no mailing-list provider is configured: POST /newsletter. The
// shell server is the only writer of sign-ups (docs/decisions/0010-newsletter-and-hardening.md): it
// refuses forms from other sites, validates the fields with the browser's own rules, counts valid
// sign-ups per client (the limit holds across worker processes), and stores through the
// database's function. The enhanced form asks for JSON; a form sent without JavaScript gets the
// page it came from again, its footer form showing the outcome.
import type { IncomingMessage } from 'node:http';
import { EMAIL_MALFORMED } from '@pv/shared/forms/email-address';
import {
  EMAIL_FIELD,
  NAME_FIELD,
  NEWSLETTER_FORM,
  OUTCOME_STATUS,
  RETURN_FIELD,
  type NewsletterOutcome,
} from '../../app/newsletter/newsletter-outcome';
import { signupErrors, type Signup } from '../../app/newsletter/subscribe';
import {
  acceptForm,
  formErrorReply,
  replyWithOutcome,
  retryAfterSeconds,
  returnPath,
  type RenderWithOutcome,
  type Reply,
} from '../forms/form-request';
import type { RateLimiter } from '../forms/rate-limit';
import type { SignupStore } from './store-sign-up';

export interface SignupEndpointOptions {
  store: SignupStore;
  limiter: RateLimiter;
  renderWithOutcome: RenderWithOutcome;
  siteOrigin: string;
  log?: (message: string) => void;
}

/** What the visitor typed goes back into the form, bounded (the fields' own limits are lower). */
export const ECHO_LENGTH = 300;

export function createSignupEndpoint({ store, limiter, renderWithOutcome, siteOrigin, log = console.error }: SignupEndpointOptions) {
  /** The outcome, and for a refused client the seconds until it may sign up again. */
  async function outcomeOf(form: URLSearchParams, client: string): Promise<{ outcome: NewsletterOutcome; retryAfterS?: number }> {
    const signup: Signup = { email: form.get(EMAIL_FIELD) ?? '', name: form.get(NAME_FIELD) ?? '' };
    const echo = { email: signup.email.slice(0, ECHO_LENGTH), name: signup.name.slice(0, ECHO_LENGTH) };
    const errors = signupErrors(signup);
    if (errors.email || errors.name) return { outcome: { status: 'invalid', ...echo, errors } };
    try {
      const decision = await limiter.take(client);
      if (!decision.allowed) {
        return { outcome: { status: 'rate-limited', ...echo, errors: {} }, retryAfterS: retryAfterSeconds(decision.retryAfterMs) };
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
    try {
      const form = await acceptForm(req, siteOrigin);
      const { outcome, retryAfterS } = await outcomeOf(form, client);
      const answer = { form: NEWSLETTER_FORM, outcome, status: OUTCOME_STATUS[outcome.status], retryAfterS };
      return await replyWithOutcome(req, answer, returnPath(form.get(RETURN_FIELD), siteOrigin), renderWithOutcome);
    } catch (error) {
      return formErrorReply(error);
    }
  };
}
