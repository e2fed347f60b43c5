// The assessment's endpoints (docs/decisions/0011-assessment-results-and-progress.md); a results
// e-mail is answered the same whether or not the address is known.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMAIL_MALFORMED } from '@pv/shared/forms/email-address';
import {
  CODE_FIELD,
  CONSENT_FIELD,
  EMAIL_FIELD,
  FINISHED_PATH,
  RESULTS_EMAIL_FORM,
  RESULTS_EMAIL_PATH,
  RESULTS_EMAIL_STATUS,
  RESULTS_PATH,
  resultsEmailErrors,
  type ResultsEmail,
  type ResultsEmailOutcome,
} from '@pv/shared/contract/assessment-results';
import { answerOutcome, databaseFunctions, echo, formSchema, refuse } from '../forms/form-route';
import { clientLimit } from '../forms/rate-limit';
import { logError } from '../log';

const MAIL_TIMEOUT_MS = 8_000;

export type MailMessage = ResultsEmail & { from: string; to: string };

/** Any 2xx answer of the mail provider is a delivery; anything else, or none in time, throws. */
export function createMailDelivery({ url, key, fetchUpstream = fetch }: { url: string; key: string | null; fetchUpstream?: typeof fetch }) {
  return async (message: MailMessage): Promise<void> => {
    const response = await fetchUpstream(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`The mail provider answered ${response.status}: ${text.slice(0, 200)}`);
  };
}

export const CODE_NOT_VALID = 'These results cannot be sent: the results link is not valid.';

type EmailFields = Partial<Record<typeof CODE_FIELD | typeof EMAIL_FIELD | typeof CONSENT_FIELD, string>>;

export async function resultsRoutes(app: FastifyInstance) {
  const { config, loadResults } = app.site;
  const { site } = config;
  const call = databaseFunctions(config.serverSite.supabase, config.assessment.key);
  const mail = config.mail ? createMailDelivery(config.mail) : null;
  const limitFinished = clientLimit(app, 'assessment-finished', config.assessment.finishesPerMinute);
  const limitEmails = clientLimit(app, 'results-email', config.assessment.emailsPerMinute);

  app.post<{ Body: Record<typeof CODE_FIELD, string> }>(
    FINISHED_PATH,
    { schema: { body: formSchema([CODE_FIELD], [CODE_FIELD]) } },
    async (request, reply) => {
      try {
        const result = (await loadResults()).readResult(request.body[CODE_FIELD]);
        if (!result) return refuse(reply, 400, 'Not an answer code');
        const retryAfterS = await limitFinished(request);
        if (retryAfterS)
          return refuse(reply.header('retry-after', String(retryAfterS)), 429, 'Too many finished assessments from your connection');
        const { persona, answers } = result;
        if ((await call('record_assessment_completion', { persona, answers })) === 'rejected') {
          throw new Error(`The database refused the finished assessment ${persona} ${answers.join(',')}`);
        }
        return reply.code(204).header('cache-control', 'no-store').send();
      } catch (error) {
        logError('A finished assessment could not be recorded', error);
        return refuse(reply, 503, 'Not recorded');
      }
    },
  );

  async function emailOutcome(
    request: FastifyRequest<{ Body: EmailFields }>,
  ): Promise<{ outcome: ResultsEmailOutcome; retryAfterS?: number }> {
    const email = request.body[EMAIL_FIELD] ?? '';
    const consent = request.body[CONSENT_FIELD] === 'yes';
    const as = (status: ResultsEmailOutcome['status'], errors: ResultsEmailOutcome['errors'] = {}) => ({
      outcome: { status, email: echo(email), consent, errors },
    });
    const errors = resultsEmailErrors({ email, consent });
    if (Object.keys(errors).length > 0) return as('invalid', errors);
    try {
      const results = await loadResults();
      const result = results.readResult(request.body[CODE_FIELD] ?? null);
      if (!result) return as('invalid', { code: CODE_NOT_VALID });
      const retryAfterS = await limitEmails(request);
      if (retryAfterS) return { ...as('rate-limited'), retryAfterS };
      const { persona, answers } = result;
      const stored = await call('request_assessment_results_email', { email: email.trim(), persona, answers });
      if (stored === 'rejected') return as('invalid', { email: EMAIL_MALFORMED });
      // false: stored, but the address had enough e-mails today.
      if (stored.result !== true || !mail) return as('saved');
      try {
        await mail({ from: site.emails.support, to: email.trim(), ...results.resultsEmail(result, site) });
        return as('sent');
      } catch (error) {
        // Stored: the team follows up, as without a provider.
        logError('A results e-mail could not be handed to the mail provider', error);
        return as('saved');
      }
    } catch (error) {
      logError('A results e-mail request could not be stored', error);
      return as('unavailable');
    }
  }

  app.post<{ Body: EmailFields }>(
    RESULTS_EMAIL_PATH,
    { schema: { body: formSchema([CODE_FIELD, EMAIL_FIELD, CONSENT_FIELD]) } },
    async (request, reply) => {
      const { outcome, retryAfterS } = await emailOutcome(request);
      const page = new URL(`${RESULTS_PATH}?${new URLSearchParams({ [CODE_FIELD]: request.body[CODE_FIELD] ?? '' })}`, site.origin);
      const answer = { form: RESULTS_EMAIL_FORM, outcome, status: RESULTS_EMAIL_STATUS[outcome.status], retryAfterS };
      return answerOutcome(request, reply, answer, page);
    },
  );
}
