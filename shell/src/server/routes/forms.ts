// The site's forms (../forms/site-forms.ts), each a POST route of the path table: the newsletter's
// sign-up (unless a mailing-list provider takes it) and the assessment's finished results and
// results e-mail. Each form reads its own body (../forms/form-request.ts: a small form from this
// site's own pages) and counts its clients across the worker processes (../forms/rate-limit.ts),
// so the route leaves the body unread and hands it the client the request counts against.
import type { FastifyInstance } from 'fastify';
import { serverPathsOf } from '@pv/shared/contract/server-paths';
import type { FormEndpoint } from '../forms/form-request';
import { clientKey } from '../forms/rate-limit';

export async function formRoutes(app: FastifyInstance, { endpoints }: { endpoints: ReadonlyMap<string, FormEndpoint> }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _body, done) => done(null));
  for (const { path } of serverPathsOf('form')) {
    const endpoint = endpoints.get(path);
    if (!endpoint) continue;
    app.post(path, async (request, reply) => {
      const answer = await endpoint(request.raw, clientKey(request.socket.remoteAddress));
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  }
}
