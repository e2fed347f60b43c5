// What every form endpoint of the shell's server shares (docs/decisions/0010-newsletter-and-hardening.md):
// a POST from this site's own pages with a small form body, answered as JSON to the enhanced form
// and as the page the form was on, showing the outcome, to a form sent without JavaScript. Framework-free:
// an endpoint takes the request and the client's key and returns a Reply the server writes.
import type { IncomingMessage } from 'node:http';

/** Far above any form of the site (an address, a name, a path, a code). */
export const MAX_FORM_BYTES = 4_096;

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A form endpoint: the request and the key of the client it counts against (`clientKey`). */
export type FormEndpoint = (req: IncomingMessage, client: string) => Promise<Reply>;

/** The page at `url`, rendered with the outcome of `form` (usePostedForm in the page). */
export type RenderWithOutcome = (url: URL, posted: { form: string; outcome: unknown }) => Promise<Reply>;

/** A request that is not a form of this site: answered with its status and a line of text. */
export class FormError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new FormError(415, 'Send the form as application/x-www-form-urlencoded');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new FormError(413, `Form over ${MAX_FORM_BYTES} bytes`);
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A form posted by another site's page is refused: nobody acts for a visitor from elsewhere. The
 * browser's Sec-Fetch-Site says where the form came from; without it (older browsers), its Origin
 * must be the site's origin or the host the request was sent to.
 */
export function isCrossSite(req: IncomingMessage, siteOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  if (site) return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    const { host, origin: normalised } = new URL(origin);
    return normalised !== new URL(siteOrigin).origin && host !== req.headers.host;
  } catch {
    return true;
  }
}

/** The body of a POST from this site's pages; throws a FormError for anything else. */
export async function acceptForm(req: IncomingMessage, siteOrigin: string): Promise<URLSearchParams> {
  if (req.method !== 'POST') throw new FormError(405, 'Send the form with POST');
  if (isCrossSite(req, siteOrigin)) throw new FormError(403, 'Forms are accepted from this site’s own pages only');
  return readForm(req);
}

export const wantsJson = (req: IncomingMessage) => (req.headers.accept ?? '').includes('application/json');

/** A path of this site given by a form, as a URL; anything else is the home page. */
export function returnPath(value: string | null, siteOrigin: string): URL {
  const home = new URL('/', siteOrigin);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return home;
  try {
    const url = new URL(value, siteOrigin);
    return url.origin === home.origin ? new URL(`${url.pathname}${url.search}`, siteOrigin) : home;
  } catch {
    return home;
  }
}

const noStore = { 'cache-control': 'no-store' };

/** The reply to a FormError; any other error is thrown again. */
export function formErrorReply(error: unknown): Reply {
  if (!(error instanceof FormError)) throw error;
  return {
    status: error.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...noStore, ...(error.status === 405 ? { allow: 'POST' } : {}) },
    body: error.message,
  };
}

export interface Outcome {
  form: string;
  outcome: unknown;
  status: number;
  /** Seconds before a refused client may try again (429). */
  retryAfterS?: number;
}

/** The outcome as JSON to the enhanced form, or as the page at `page` rendered with it, with the outcome's status. */
export async function replyWithOutcome(
  req: IncomingMessage,
  { form, outcome, status, retryAfterS }: Outcome,
  page: URL,
  renderWithOutcome: RenderWithOutcome,
): Promise<Reply> {
  const retryAfter: Record<string, string> = retryAfterS ? { 'retry-after': String(retryAfterS) } : {};
  if (wantsJson(req)) {
    return {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...noStore, ...retryAfter },
      body: JSON.stringify(outcome),
    };
  }
  const rendered = await renderWithOutcome(page, { form, outcome });
  return { ...rendered, status: rendered.status === 200 ? status : rendered.status, headers: { ...rendered.headers, ...retryAfter } };
}

/** Seconds to announce in Retry-After for a refusal of `retryAfterMs`. */
export const retryAfterSeconds = (retryAfterMs: number) => Math.max(1, Math.ceil(retryAfterMs / 1000));
