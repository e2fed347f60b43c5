import type { FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import { MAX_FORM_BYTES, sameSiteOnly } from '../forms/form-route';
import { signUpRoute } from '../newsletter/sign-up-route';
import { resultsRoutes } from '../assessment/results-routes';

export async function formRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  await app.register(formBody, { bodyLimit: MAX_FORM_BYTES });
  app.addHook('onRequest', sameSiteOnly('Forms'));
  if (!app.site.config.site.newsletterFormUrl) await app.register(signUpRoute);
  await app.register(resultsRoutes);
}
