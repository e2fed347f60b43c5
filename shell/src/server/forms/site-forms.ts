// Every form endpoint of the shell's server by path, answered for POST only: the newsletter's
// sign-up (unless a mailing-list provider takes it) and the assessment's finished results and
// results e-mail. One place the server wires them, each with its store, limiter and the page
// rendering its outcome.
import type { AssessmentResultsModule } from '@pv/shared/contract/assessment-results';
import { FINISHED_PATH, RESULTS_EMAIL_PATH } from '@pv/shared/contract/assessment-results';
import { NEWSLETTER_PATH } from '../../app/newsletter/newsletter-outcome';
import { loadModuleForRequest } from '../../federation/server-loading';
import type { RuntimeConfig } from '../runtime-config';
import { formRateLimits } from '../runtime-config';
import { createSignupEndpoint } from '../newsletter/sign-up-endpoint';
import { createSignupStore } from '../newsletter/store-sign-up';
import { createResultsEndpoints } from '../assessment/results-endpoints';
import { createResultsStore } from '../assessment/results-store';
import { createMailDelivery } from '../assessment/mail-delivery';
import type { FormEndpoint, RenderWithOutcome } from './form-request';
import { rateLimiters } from './rate-limit';
import { log } from '../log';

/** What a form could not do (store, count, hand to the mail provider): one line of the server's log. */
const logFailure = (message: string) => log().error({ type: 'error' }, message);

/** `inWorker`: the counts are the primary process's, shared by every worker. */
export function siteFormEndpoints(
  config: RuntimeConfig,
  renderWithOutcome: RenderWithOutcome,
  inWorker: boolean,
): Map<string, FormEndpoint> {
  const limiters = rateLimiters(formRateLimits(config), inWorker);
  const backend = { backendUrl: config.serverSite.supabase.url, anonKey: config.site.supabase.anonKey };
  const results = createResultsEndpoints({
    loadResults: () => loadModuleForRequest<AssessmentResultsModule>('mf_assessment/results'),
    store: createResultsStore({ ...backend, roleKey: config.assessment.key }),
    limiters: { finished: limiters['assessment-finished'], email: limiters['results-email'] },
    mail: config.mail ? createMailDelivery(config.mail) : null,
    renderWithOutcome,
    site: config.site,
    log: logFailure,
  });
  const endpoints = new Map<string, FormEndpoint>([
    [FINISHED_PATH, results.finished],
    [RESULTS_EMAIL_PATH, results.email],
  ]);
  if (!config.site.newsletterFormUrl) {
    const store = createSignupStore({ ...backend, roleKey: config.newsletter.key });
    endpoints.set(
      NEWSLETTER_PATH,
      createSignupEndpoint({ store, limiter: limiters.newsletter, renderWithOutcome, siteOrigin: config.site.origin, log: logFailure }),
    );
  }
  return endpoints;
}
