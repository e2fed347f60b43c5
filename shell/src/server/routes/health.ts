// `GET /healthz`: the process is up. `GET /readyz`: 503 when a dependency does not answer now.
import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../readiness';

export async function healthRoutes(app: FastifyInstance, { readiness }: { readiness: () => Promise<Readiness> }) {
  app.get('/healthz', (_request, reply) => reply.headers({ 'content-type': 'text/plain', 'cache-control': 'no-store' }).send('ok'));
  app.get('/readyz', async (_request, reply) => {
    const state = await readiness();
    return reply
      .code(state.ready ? 200 : 503)
      .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .send(JSON.stringify(state));
  });
}
