// The assessment's two endpoints on the shell's server (docs/decisions/0011-assessment-results-and-progress.md):
//   POST /chart-my-course/results        a finished assessment, reported by the browser's beacon
//                                        (the answer code only): counted for the team, 204;
//   POST /chart-my-course/results/email  "E-mail me my results": an address with consent, stored
//                                        with the result and handed to the mail provider when one is
//                                        configured; answered the same whether or not the address is known.
// Both refuse other sites' forms, count per client across workers, read the answer code with the
// assessment remote's own module, and store through the database's narrow functions.
import type { IncomingMessage } from 'node:http';
import type { SiteConfig } from '@pv/shared/config/site-config';
import { EMAIL_MALFORMED } from '@pv/shared/forms/email-address';
import {
  CODE_FIELD,
  CONSENT_FIELD,
  EMAIL_FIELD,
  RESULTS_EMAIL_FORM,
  RESULTS_EMAIL_STATUS,
  RESULTS_PATH,
  resultsEmailErrors,
  type AssessmentResultsModule,
  type ResultsEmailOutcome,
} from '@pv/shared/contract/assessment-results';
import {
  acceptForm,
  FormError,
  formErrorReply,
  replyWithOutcome,
  retryAfterSeconds,
  type FormEndpoint,
  type RenderWithOutcome,
  type Reply,
} from '../forms/form-request';
import type { RateLimiter } from '../forms/rate-limit';
import type { MailDelivery } from './mail-delivery';
import type { ResultsStore } from './results-store';

/** Shown under the form when its code is not one (the page itself then explains the link). */
export const CODE_NOT_VALID = 'These results cannot be sent: the results link is not valid.';
const ECHO_LENGTH = 300;

export interface ResultsEndpointsOptions {
  /** The assessment remote's `./results` module (loaded at runtime; throws when it cannot be). */
  loadResults: () => Promise<AssessmentResultsModule>;
  store: ResultsStore;
  limiters: { finished: RateLimiter; email: RateLimiter };
  /** The mail provider, or null when none is configured: requests are then stored for the team. */
  mail: MailDelivery | null;
  renderWithOutcome: RenderWithOutcome;
  /** The site as e-mails show it (origin, brand, support address, booking page). */
  site: SiteConfig;
  log?: (message: string) => void;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createResultsEndpoints({
  loadResults,
  store,
  limiters,
  mail,
  renderWithOutcome,
  site,
  log = console.error,
}: ResultsEndpointsOptions) {
  const finished: FormEndpoint = async (req, client) => {
    try {
      const form = await acceptForm(req, site.origin);
      const result = (await loadResults()).readResult(form.get(CODE_FIELD));
      if (!result) throw new FormError(400, 'Not an answer code');
      const decision = await limiters.finished.take(client);
      if (!decision.allowed) throw new FormError(429, 'Too many finished assessments from your connection');
      await store.recordFinish(result);
      return { status: 204, headers: { 'cache-control': 'no-store' }, body: '' };
    } catch (error) {
      if (error instanceof FormError) return formErrorReply(error);
      log(`A finished assessment could not be recorded: ${reason(error)}`);
      return { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: 'Not recorded' };
    }
  };

  async function emailOutcome(form: URLSearchParams, client: string): Promise<{ outcome: ResultsEmailOutcome; retryAfterS?: number }> {
    const email = form.get(EMAIL_FIELD) ?? '';
    const consent = form.get(CONSENT_FIELD) === 'yes';
    const echo = { email: email.slice(0, ECHO_LENGTH), consent };
    const errors = resultsEmailErrors({ email, consent });
    if (Object.keys(errors).length > 0) return { outcome: { status: 'invalid', ...echo, errors } };
    try {
      const results = await loadResults();
      const result = results.readResult(form.get(CODE_FIELD));
      if (!result) return { outcome: { status: 'invalid', ...echo, errors: { code: CODE_NOT_VALID } } };
      const decision = await limiters.email.take(client);
      if (!decision.allowed)
        return { outcome: { status: 'rate-limited', ...echo, errors: {} }, retryAfterS: retryAfterSeconds(decision.retryAfterMs) };
      const stored = await store.requestEmail(email.trim(), result);
      if (stored === 'rejected') return { outcome: { status: 'invalid', ...echo, errors: { email: EMAIL_MALFORMED } } };
      if (stored === 'hold' || !mail) return { outcome: { status: 'saved', ...echo, errors: {} } };
      try {
        await mail({ from: site.emails.support, to: email.trim(), ...results.resultsEmail(result, site) });
        return { outcome: { status: 'sent', ...echo, errors: {} } };
      } catch (error) {
        // Stored: the team follows up, as without a provider.
        log(`A results e-mail could not be handed to the mail provider: ${reason(error)}`);
        return { outcome: { status: 'saved', ...echo, errors: {} } };
      }
    } catch (error) {
      log(`A results e-mail request could not be stored: ${reason(error)}`);
      return { outcome: { status: 'unavailable', ...echo, errors: {} } };
    }
  }

  const email = async (req: IncomingMessage, client: string): Promise<Reply> => {
    try {
      const form = await acceptForm(req, site.origin);
      const { outcome, retryAfterS } = await emailOutcome(form, client);
      const page = new URL(`${RESULTS_PATH}?${new URLSearchParams({ [CODE_FIELD]: form.get(CODE_FIELD) ?? '' })}`, site.origin);
      const answer = { form: RESULTS_EMAIL_FORM, outcome, status: RESULTS_EMAIL_STATUS[outcome.status], retryAfterS };
      return await replyWithOutcome(req, answer, page, renderWithOutcome);
    } catch (error) {
      return formErrorReply(error);
    }
  };

  return { finished, email };
}
