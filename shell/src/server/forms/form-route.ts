// The enhanced form is answered JSON; a form sent without JavaScript, the page it was on showing
// the outcome (docs/decisions/0010-newsletter-and-hardening.md).
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '@pv/shared/config/site-config';

/** Far above any form of the site (an address, a name, a path, a code). */
export const MAX_FORM_BYTES = 4_096;

/** What the visitor typed goes back into the form, bounded (the fields' own limits are lower). */
export const echo = (value: string) => value.slice(0, 300);

/** Each field one string: a field sent twice is no form of this site's. */
export const formSchema = (fields: readonly string[], required: readonly string[] = []) => ({
  type: 'object',
  properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])),
  required,
});

/** An answer no cache keeps: plain text unless `type` says otherwise. */
export const refuse = (reply: FastifyReply, status: number, message: string, type = 'text/plain; charset=utf-8') =>
  reply.code(status).headers({ 'content-type': type, 'cache-control': 'no-store' }).send(message);

/** Sec-Fetch-Site says where a form came from; without it (older browsers), its Origin must be the site's or the request's host. */
function isCrossSite(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  if (site) return true;
  const origin = headers.origin;
  if (!origin) return false;
  // A sandboxed or opaque origin ('null') is no URL.
  if (!URL.canParse(origin)) return true;
  const { host, origin: normalised } = new URL(origin);
  return normalised !== new URL(siteOrigin).origin && host !== headers.host;
}

/** An `onRequest` hook: nobody acts for a visitor from another site. */
export const sameSiteOnly = (what: string) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (isCrossSite(request.headers, request.server.site.config.site.origin)) {
    return refuse(reply, 403, `${what} are accepted from this site’s own pages only`);
  }
};

/** A path of this site given by a form, as a URL; anything else is the home page. */
export function returnPath(value: string | null | undefined, siteOrigin: string): URL {
  const home = new URL('/', siteOrigin);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || !URL.canParse(value, siteOrigin))
    return home;
  const url = new URL(value, siteOrigin);
  return url.origin === home.origin ? new URL(`${url.pathname}${url.search}`, siteOrigin) : home;
}

export async function answerOutcome(
  request: FastifyRequest,
  reply: FastifyReply,
  { form, outcome, status, retryAfterS }: { form: string; outcome: unknown; status: number; retryAfterS?: number },
  page: URL,
) {
  reply.header('cache-control', 'no-store');
  if (retryAfterS) reply.header('retry-after', String(retryAfterS));
  if ((request.headers.accept ?? '').includes('application/json')) {
    return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(outcome));
  }
  const { renderPage, pageHeaders } = request.server.site;
  const rendered = await renderPage(page, { form, outcome });
  pageHeaders(request.raw, reply.raw);
  return reply
    .code(rendered.status === 200 ? status : rendered.status)
    .type('text/html; charset=utf-8')
    .send(rendered.html);
}

// Each form stores through one database function, as a role that may execute nothing else
// (docs/decisions/0010-newsletter-and-hardening.md).
const STORE_TIMEOUT_MS = 8_000;
/** PostgreSQL's check_violation: the table's own checks refused the values. */
const CHECK_VIOLATION = '23514';

/** A function's JSON result, or 'rejected' for a check violation; throws for anything else. */
export function databaseFunctions({ url, anonKey }: SiteConfig['supabase'], roleKey: string) {
  return async (name: string, args: Record<string, unknown>): Promise<{ result: unknown } | 'rejected'> => {
    const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${roleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (response.ok) return { result: json };
    if ((json as { code?: string } | undefined)?.code === CHECK_VIOLATION) return 'rejected';
    throw new Error(`${name} answered ${response.status}: ${text.slice(0, 200)}`);
  };
}
