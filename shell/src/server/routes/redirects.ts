import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { redirects } from '@pv/shared/contract/routes';
import { serverPathsOf } from '@pv/shared/contract/server-paths';

function redirect(request: FastifyRequest, reply: FastifyReply, to: string) {
  const query = request.url.indexOf('?');
  const location = `${to}${query < 0 ? '' : request.url.slice(query)}`;
  return reply
    .code(301)
    .headers({ location, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' })
    .send(`Moved to ${location}`);
}

/** `/privacy/` goes to `/privacy`; null for a path without a trailing slash. */
export function trailingSlashRedirect(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  return redirect(request, reply, pathname.replace(/\/+$/, '') || '/');
}

export async function redirectRoutes(app: FastifyInstance) {
  const targets: Readonly<Record<string, string>> = redirects;
  for (const { path } of serverPathsOf('redirect')) app.get(path, (request, reply) => redirect(request, reply, targets[path] ?? '/'));
}
