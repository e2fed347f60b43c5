// The site's forms, each a POST route of the path table: the newsletter's sign-up (unless a
// mailing-list provider takes it) and the assessment's finished results and results e-mail. A form
// comes from this site's own pages (403 otherwise, before its body is read), as a small urlencoded
// body (@fastify/formbody: 415 for another type, 413 over 4 KB) whose fields the route's schema
// checks (400) before its handler runs.
import type { FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import { MAX_FORM_BYTES, sameSiteOnly } from '../forms/form-route';
import { signUpRoute } from '../newsletter/sign-up-route';
import { resultsRoutes, type ResultsOptions } from '../assessment/results-routes';

export async function formRoutes(app: FastifyInstance, options: ResultsOptions) {
  app.removeAllContentTypeParsers();
  await app.register(formBody, { bodyLimit: MAX_FORM_BYTES });
  app.addHook('onRequest', sameSiteOnly('Forms'));
  if (!app.site.config.site.newsletterFormUrl) await app.register(signUpRoute);
  await app.register(resultsRoutes, options);
}
