// POST /newsletter when no mailing-list provider takes the footer form
// (docs/decisions/0010-newsletter-and-hardening.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMAIL_MALFORMED } from '@pv/shared/forms/email-address';
import {
  EMAIL_FIELD,
  NAME_FIELD,
  NEWSLETTER_FORM,
  NEWSLETTER_PATH,
  OUTCOME_STATUS,
  RETURN_FIELD,
  type NewsletterOutcome,
} from '../../app/newsletter/newsletter-outcome';
import { signupErrors } from '../../app/newsletter/signup-fields';
import { answerOutcome, databaseFunctions, echo, formSchema, returnPath } from '../forms/form-route';
import { clientLimit } from '../forms/rate-limit';
import { logError } from '../log';

type SignupFields = Partial<Record<typeof EMAIL_FIELD | typeof NAME_FIELD | typeof RETURN_FIELD, string>>;

export async function signUpRoute(app: FastifyInstance) {
  const { config } = app.site;
  const call = databaseFunctions(config.serverSite.supabase, config.newsletter.key);
  const limit = clientLimit(app, 'newsletter', config.newsletter.signupsPerMinute);

  async function outcomeOf(request: FastifyRequest<{ Body: SignupFields }>): Promise<{ outcome: NewsletterOutcome; retryAfterS?: number }> {
    const signup = { email: request.body[EMAIL_FIELD] ?? '', name: request.body[NAME_FIELD] ?? '' };
    const as = (status: NewsletterOutcome['status'], errors: NewsletterOutcome['errors'] = {}) => ({
      outcome: { status, email: echo(signup.email), name: echo(signup.name), errors },
    });
    const errors = signupErrors(signup);
    if (errors.email || errors.name) return as('invalid', errors);
    try {
      const retryAfterS = await limit(request);
      if (retryAfterS) return { ...as('rate-limited'), retryAfterS };
      const stored = await call('subscribe_newsletter', { email: signup.email.trim(), name: signup.name.trim() || null });
      return stored === 'rejected' ? as('invalid', { email: EMAIL_MALFORMED }) : as('success');
    } catch (error) {
      logError('Newsletter sign-up could not be stored', error);
      return as('unavailable');
    }
  }

  app.post<{ Body: SignupFields }>(
    NEWSLETTER_PATH,
    { schema: { body: formSchema([EMAIL_FIELD, NAME_FIELD, RETURN_FIELD]) } },
    async (request, reply) => {
      const { outcome, retryAfterS } = await outcomeOf(request);
      const answer = { form: NEWSLETTER_FORM, outcome, status: OUTCOME_STATUS[outcome.status], retryAfterS };
      return answerOutcome(request, reply, answer, returnPath(request.body[RETURN_FIELD], config.site.origin));
    },
  );
}
