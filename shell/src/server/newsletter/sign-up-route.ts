// The footer form's endpoint when no mailing-list provider is configured: POST /newsletter. The
// shell server is the only writer of sign-ups (docs/decisions/0010-newsletter-and-hardening.md): it
// validates the fields with the browser's own rules, counts valid sign-ups per client (the limit
// holds across worker processes), and stores through the database's function. The enhanced form
// asks for JSON; a form sent without JavaScript gets the page it came from again, its footer form
// showing the outcome.
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
import { answerOutcome, echo, formSchema, returnPath } from '../forms/form-route';
import { clientLimit } from '../forms/rate-limit';
import { logError } from '../log';
import { createSignupStore } from './store-sign-up';

type SignupFields = Partial<Record<typeof EMAIL_FIELD | typeof NAME_FIELD | typeof RETURN_FIELD, string>>;

export async function signUpRoute(app: FastifyInstance) {
  const { config } = app.site;
  const store = createSignupStore({
    backendUrl: config.serverSite.supabase.url,
    anonKey: config.site.supabase.anonKey,
    roleKey: config.newsletter.key,
  });
  const limit = clientLimit(app, 'newsletter', config.newsletter.signupsPerMinute);

  /** The outcome, and for a refused client the seconds until it may sign up again. */
  async function outcomeOf(request: FastifyRequest<{ Body: SignupFields }>): Promise<{ outcome: NewsletterOutcome; retryAfterS?: number }> {
    const signup = { email: request.body[EMAIL_FIELD] ?? '', name: request.body[NAME_FIELD] ?? '' };
    const typed = { email: echo(signup.email), name: echo(signup.name) };
    const errors = signupErrors(signup);
    if (errors.email || errors.name) return { outcome: { status: 'invalid', ...typed, errors } };
    try {
      const retryAfterS = await limit(request);
      if (retryAfterS) return { outcome: { status: 'rate-limited', ...typed, errors: {} }, retryAfterS };
      const stored = await store({ email: signup.email.trim(), name: signup.name.trim() });
      if (stored === 'rejected') return { outcome: { status: 'invalid', ...typed, errors: { email: EMAIL_MALFORMED } } };
      return { outcome: { status: 'success', ...typed, errors: {} } };
    } catch (error) {
      logError('Newsletter sign-up could not be stored', error);
      return { outcome: { status: 'unavailable', ...typed, errors: {} } };
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
