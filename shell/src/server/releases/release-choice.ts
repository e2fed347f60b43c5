// A signed preview cookie's release, else the canary's candidate when the visitor's bucket falls
// under its share, else the current release (docs/decisions/0020-preview-and-canary.md).
import { randomInt } from 'node:crypto';
import type { RemoteName } from '@pv/shared/contract/remotes';
import { isSignedGrant, type PreviewGrant } from '@pv/shared/contract/release-preview';
import {
  activeCanaryOf,
  deploymentOf,
  isKeptRelease,
  releaseDeployment,
  type RemoteDeployment,
  type RemoteLocation,
} from '../../federation/remote-deployments';
import { log } from '../log';

export const PREVIEW_COOKIE = 'pv_preview';
export const BUCKET_COOKIE = 'pv_bucket';

export const BUCKETS = 10_000;

/** A visitor keeps their release across visits. */
const BUCKET_MAX_AGE_S = 365 * 24 * 3600;

export interface RequestReleases {
  /** The remotes whose release is not their current one, with the deployment each gets. */
  overrides: Partial<Record<RemoteName, RemoteDeployment>>;
  /** A preview answer is never cached nor shared. */
  previewed: readonly PreviewGrant[];
  /** `isNew`: the answer sets the cookie. */
  bucket: { value: number; isNew: boolean } | null;
}

export const noOverrides: RequestReleases = { overrides: {}, previewed: [], bucket: null };

/** The first cookie of each name. */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const name = pair.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

/** Grants in the preview cookie are joined by `~`. */
export const grantCookiePart = (grant: PreviewGrant, signature: string) => `${grant.remote}:${grant.release}:${grant.expires}:${signature}`;

interface SignedGrant {
  grant: PreviewGrant;
  signature: string;
}

function parseGrants(value: string): SignedGrant[] | null {
  const grants: SignedGrant[] = [];
  for (const part of value.split('~')) {
    const [remote, release, expires, signature, ...rest] = part.split(':');
    if (!remote || !release || !expires || !signature || rest.length > 0 || !/^\d+$/.test(expires)) return null;
    grants.push({ grant: { remote, release, expires: Number(expires) }, signature });
  }
  return grants;
}

export async function grantProblem({ grant, signature }: SignedGrant, secret: string, remotes: readonly RemoteLocation[]) {
  if (!(await isSignedGrant(secret, grant, signature))) return 'its signature does not match';
  if (grant.expires <= Date.now() / 1000) return 'it has expired';
  const remote = remotes.find((location) => location.name === grant.remote);
  if (!remote) return `${grant.remote} is no remote of the site`;
  if (!isKeptRelease(remote.name, grant.release)) return `${grant.release} is no kept release of ${grant.remote}`;
  return null;
}

/** The preview cookie's grants that hold; the rest are ignored, with one log line for the cookie. */
export async function validGrants(value: string | undefined, secret: string, remotes: readonly RemoteLocation[]): Promise<SignedGrant[]> {
  if (!value) return [];
  const grants = parseGrants(value);
  if (!grants) {
    log().warn('Preview cookie ignored: it is malformed');
    return [];
  }
  const problems = await Promise.all(grants.map((grant) => grantProblem(grant, secret, remotes)));
  const refused = grants.flatMap((grant, i) => (problems[i] ? [`${grant.grant.remote} ${grant.grant.release}: ${problems[i]}`] : []));
  if (refused.length > 0) log().warn(`Preview cookie ignored in part (${refused.join('; ')})`);
  return grants.filter((_, i) => problems[i] === null);
}

function readBucket(value: string | undefined): RequestReleases['bucket'] {
  if (value && /^\d{1,5}$/.test(value) && Number(value) < BUCKETS) return { value: Number(value), isNew: false };
  return { value: randomInt(BUCKETS), isNew: true };
}

export const inCanary = (bucket: number, percent: number) => bucket < (percent * BUCKETS) / 100;

export async function chooseReleases(cookieHeader: string | undefined, secret: string, remotes: readonly RemoteLocation[]) {
  const withCanary = remotes.filter((remote) => activeCanaryOf(remote.name));
  if (withCanary.length === 0 && !cookieHeader?.includes(PREVIEW_COOKIE)) return noOverrides;
  const cookies = readCookies(cookieHeader);
  const previewed = await validGrants(cookies.get(PREVIEW_COOKIE), secret, remotes);
  const overrides: RequestReleases['overrides'] = {};
  const bucket = withCanary.length > 0 ? readBucket(cookies.get(BUCKET_COOKIE)) : null;
  for (const remote of remotes) {
    // A preview wins over the canary: the team sees the release it asked for.
    const preview = previewed.find(({ grant }) => grant.remote === remote.name)?.grant.release;
    const canary = activeCanaryOf(remote.name);
    const release = preview ?? (canary && bucket && inCanary(bucket.value, canary.percent) ? canary.version : undefined);
    if (release && release !== deploymentOf(remote.name)?.id) overrides[remote.name] = releaseDeployment(remote, release);
  }
  return { overrides, previewed: previewed.map(({ grant }) => grant), bucket } satisfies RequestReleases;
}

/** `maxAgeS` 0 deletes it. */
export function cookieHeader(name: string, value: string, { secure, maxAgeS }: { secure: boolean; maxAgeS: number }): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const bucketCookie = (bucket: number, secure: boolean) =>
  cookieHeader(BUCKET_COOKIE, String(bucket), { secure, maxAgeS: BUCKET_MAX_AGE_S });

/** The render cache's key for the release set (empty: every remote's current release). */
export function releaseSetKey({ overrides }: RequestReleases): string {
  const names = Object.keys(overrides).sort() as RemoteName[];
  return names.map((name) => `${name}@${overrides[name]?.id}`).join(',');
}
