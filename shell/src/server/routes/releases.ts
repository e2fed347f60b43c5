// Preview links, browsers' island failure reports and the releases' status
// (docs/decisions/0020-preview-and-canary.md).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { remotes, type RemoteName } from '@pv/shared/contract/remotes';
import { EXIT_PREVIEW_PATH, PREVIEW_PATH } from '@pv/shared/contract/release-preview';
import { BROWSER_FAILURE_KINDS, RELEASE_STATUS_PATH, REMOTE_FAILURE_PATH } from '@pv/shared/contract/release-status';
import type { RemoteFailureKind } from '@pv/shared/analytics/analytics';
import { activeCanaryOf, deploymentOf, isKeptRelease } from '../../federation/remote-deployments';
import { refuse, returnPath, sameSiteOnly } from '../forms/form-route';
import { clientLimit } from '../forms/rate-limit';
import { cookieHeader, grantCookiePart, grantProblem, PREVIEW_COOKIE, readCookies, validGrants } from '../releases/release-choice';
import { releaseCounter } from '../releases/release-counts';
import { log } from '../log';

const NO_STORE = { 'cache-control': 'private, no-store' };

type PreviewQuery = { remote: string; release: string; expires: number; signature: string; to?: string };

/** A link of `npm run preview`: anything else is 400. */
const previewQuery = {
  type: 'object',
  required: ['remote', 'release', 'expires', 'signature'],
  properties: {
    remote: { type: 'string' },
    release: { type: 'string' },
    expires: { type: 'integer', minimum: 0 },
    signature: { type: 'string' },
    to: { type: 'string' },
  },
} as const;

const exitQuery = { type: 'object', properties: { to: { type: 'string' } } } as const;

export async function previewRoutes(app: FastifyInstance) {
  const { config } = app.site;
  const secure = config.site.origin.startsWith('https:');
  const seeOther = (reply: FastifyReply, to: string | undefined, cookie: string) => {
    const target = returnPath(to, config.site.origin);
    return reply
      .code(303)
      .headers({ ...NO_STORE, location: `${target.pathname}${target.search}`, 'set-cookie': cookie })
      .send();
  };

  // Opening the link: the grant joins the browser's others (one per remote), until it expires.
  app.get<{ Querystring: PreviewQuery }>(PREVIEW_PATH, { schema: { querystring: previewQuery } }, async (request, reply) => {
    const { remote, release, expires, signature, to } = request.query;
    const grant = { remote, release, expires };
    const problem = await grantProblem({ grant, signature }, config.releases.previewSecret, config.remotes);
    if (problem) {
      log().warn(`Preview link refused: ${problem}`);
      return refuse(reply, 403, `This preview link cannot be used: ${problem}.`);
    }
    const cookie = readCookies(request.headers.cookie).get(PREVIEW_COOKIE);
    const others = await validGrants(cookie, config.releases.previewSecret, config.remotes);
    const grants = [...others.filter((other) => other.grant.remote !== remote), { grant, signature }];
    const maxAgeS = Math.max(...grants.map((one) => one.grant.expires)) - Math.floor(Date.now() / 1000);
    const value = grants.map((one) => grantCookiePart(one.grant, one.signature)).join('~');
    return seeOther(reply, to, cookieHeader(PREVIEW_COOKIE, value, { secure, maxAgeS }));
  });

  app.get<{ Querystring: { to?: string } }>(EXIT_PREVIEW_PATH, { schema: { querystring: exitQuery } }, async (request, reply) =>
    seeOther(reply, request.query.to, cookieHeader(PREVIEW_COOKIE, '', { secure, maxAgeS: 0 })),
  );
}

/** A remote, a release, a kind and an island's name. */
export const MAX_REPORT_BYTES = 512;

/** A page has a handful of islands. */
export const REMOTE_FAILURE_REPORTS_PER_MINUTE = 30;

const reportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['remote', 'release', 'kind', 'island'],
  properties: {
    remote: { enum: remotes.map((remote) => remote.name) },
    release: { type: 'string', minLength: 1, maxLength: 100 },
    kind: { enum: [...BROWSER_FAILURE_KINDS] },
    island: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/** Its current release, its canary's candidate, or one its index keeps (a preview). */
const isServedRelease = (remote: RemoteName, release: string) =>
  deploymentOf(remote)?.id === release || activeCanaryOf(remote)?.version === release || isKeptRelease(remote, release);

export async function reportRoutes(app: FastifyInstance) {
  const limit = clientLimit(app, 'remote-failures', REMOTE_FAILURE_REPORTS_PER_MINUTE);
  // JSON, sent by `sendBeacon` as text/plain.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.post<{ Body: { remote: RemoteName; release: string; kind: RemoteFailureKind; island: string } }>(
    REMOTE_FAILURE_PATH,
    { schema: { body: reportSchema }, bodyLimit: MAX_REPORT_BYTES, onRequest: sameSiteOnly('Reports') },
    async (request, reply) => {
      const retryAfterS = await limit(request);
      if (retryAfterS) return refuse(reply.header('retry-after', String(retryAfterS)), 429, 'Too many reports');
      const { remote, release, kind } = request.body;
      if (!isServedRelease(remote, release)) return refuse(reply, 422, `${release} is no release of ${remote} this site serves`);
      releaseCounter.browserFailure(remote, release, kind);
      return reply.code(204).headers(NO_STORE).send();
    },
  );
}

const bearerMatches = (header: string | undefined, token: string) => {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

export async function opsRoutes(app: FastifyInstance) {
  const { config, releaseStatus } = app.site;
  app.get(RELEASE_STATUS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, config.releases.opsToken)) {
      return refuse(reply.header('www-authenticate', 'Bearer'), 401, 'A bearer token (OPS_TOKEN) is required');
    }
    return reply.headers({ ...NO_STORE, 'content-type': 'application/json; charset=utf-8' }).send(JSON.stringify(await releaseStatus()));
  });
}
