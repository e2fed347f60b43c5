// The paths of releases (docs/decisions/0020-preview-and-canary.md): a team's signed preview link
// and its exit, the beacon by which browsers report a remote's failed island, and the status of
// every remote's releases for operators (bearer OPS_TOKEN).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { remotes } from '@pv/shared/contract/remotes';
import { EXIT_PREVIEW_PATH, PREVIEW_PATH } from '@pv/shared/contract/release-preview';
import { BROWSER_FAILURE_KINDS, RELEASE_STATUS_PATH, type ReleaseStatus } from '@pv/shared/contract/release-status';
import { REMOTE_FAILURE_PATH } from '@pv/shared/contract/release-status';
import type { RemoteFailureKind } from '@pv/shared/analytics/analytics';
import type { RemoteName } from '@pv/shared/contract/remotes';
import { activeCanaryOf, deploymentOf, isKeptRelease } from '../../federation/remote-deployments';
import { isCrossSite, returnPath } from '../forms/form-request';
import { clientKey, type RateLimiter } from '../forms/rate-limit';
import { cookieHeader, grantCookiePart, grantProblem, PREVIEW_COOKIE, readCookies, validGrants } from '../releases/release-choice';
import { releaseCounter } from '../releases/release-counts';
import { log } from '../log';

const NO_STORE = { 'cache-control': 'private, no-store' };

const text = (reply: FastifyReply, status: number, body: string, headers: Record<string, string> = {}) =>
  reply
    .code(status)
    .headers({ ...NO_STORE, 'content-type': 'text/plain; charset=utf-8', ...headers })
    .send(body);

interface PreviewQuery {
  remote?: string;
  release?: string;
  expires?: string;
  signature?: string;
  to?: string;
}

export async function previewRoutes(app: FastifyInstance) {
  const { config } = app.site;
  const secure = config.site.origin.startsWith('https:');

  // Opening the link: the grant joins the browser's others (one per remote), until it expires.
  app.get<{ Querystring: PreviewQuery }>(PREVIEW_PATH, async (request, reply) => {
    const { remote = '', release = '', expires = '', signature = '', to = null } = request.query;
    const grant = { remote, release, expires: /^\d+$/.test(expires) ? Number(expires) : 0 };
    const problem = await grantProblem({ grant, signature }, config.releases.previewSecret, config.remotes);
    if (problem) {
      log().warn(`Preview link refused: ${problem}`);
      return text(reply, 403, `This preview link cannot be used: ${problem}.`);
    }
    const others = await validGrants(
      readCookies(request.headers.cookie).get(PREVIEW_COOKIE),
      config.releases.previewSecret,
      config.remotes,
    );
    const grants = [...others.filter((other) => other.grant.remote !== remote), { grant, signature }];
    const maxAgeS = Math.max(...grants.map((one) => one.grant.expires)) - Math.floor(Date.now() / 1000);
    const value = grants.map((one) => grantCookiePart(one.grant, one.signature)).join('~');
    const target = returnPath(to, config.site.origin);
    return reply
      .code(303)
      .headers({
        ...NO_STORE,
        location: `${target.pathname}${target.search}`,
        'set-cookie': cookieHeader(PREVIEW_COOKIE, value, { secure, maxAgeS }),
      })
      .send();
  });

  app.get<{ Querystring: PreviewQuery }>(EXIT_PREVIEW_PATH, async (request, reply) => {
    const target = returnPath(request.query.to ?? null, config.site.origin);
    return reply
      .code(303)
      .headers({
        ...NO_STORE,
        location: `${target.pathname}${target.search}`,
        'set-cookie': cookieHeader(PREVIEW_COOKIE, '', { secure, maxAgeS: 0 }),
      })
      .send();
  });
}

/** The report's largest body: a remote, a release, a kind and an island's name. */
export const MAX_REPORT_BYTES = 512;

interface FailureReport {
  remote: RemoteName;
  release: string;
  kind: RemoteFailureKind;
  island: string;
}

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

/** Whether the remote serves `release` now: its current one, its canary's candidate, or one its index keeps (a preview). */
const isServedRelease = (remote: RemoteName, release: string) =>
  deploymentOf(remote)?.id === release || activeCanaryOf(remote)?.version === release || isKeptRelease(remote, release);

export async function reportRoutes(app: FastifyInstance, { limiter }: { limiter: RateLimiter }) {
  const { config } = app.site;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }));
      }
    },
  );
  app.post<{ Body: FailureReport }>(
    REMOTE_FAILURE_PATH,
    { schema: { body: reportSchema }, bodyLimit: MAX_REPORT_BYTES },
    async (request, reply) => {
      if (isCrossSite(request.raw, config.site.origin)) return text(reply, 403, 'Reports are accepted from this site’s own pages only');
      const decision = await limiter.take(clientKey(request.socket.remoteAddress));
      if (!decision.allowed) {
        return text(reply, 429, 'Too many reports', { 'retry-after': String(Math.ceil(decision.retryAfterMs / 1000)) });
      }
      const { remote, release, kind } = request.body;
      if (!isServedRelease(remote, release)) return text(reply, 422, `${release} is no release of ${remote} this site serves`);
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

export async function opsRoutes(app: FastifyInstance, { status }: { status: () => Promise<ReleaseStatus> }) {
  const { config } = app.site;
  app.get(RELEASE_STATUS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, config.releases.opsToken)) {
      return text(reply, 401, 'A bearer token (OPS_TOKEN) is required', { 'www-authenticate': 'Bearer' });
    }
    return reply.headers({ ...NO_STORE, 'content-type': 'application/json; charset=utf-8' }).send(JSON.stringify(await status()));
  });
}
