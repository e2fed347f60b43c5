// A team's view of its release on the live site (docs/decisions/0020-preview-and-canary.md): the
// signed preview link of a kept release, and the shell's status of its current release and canary,
// read from the shell's status endpoint with OPS_TOKEN.
import { LOCAL_PREVIEW_SECRET, previewLink } from '@pv/shared/contract/release-preview.ts';
import { LOCAL_OPS_TOKEN, RELEASE_STATUS_PATH, type ReleaseFigures, type ReleaseStatus } from '@pv/shared/contract/release-status.ts';
import { readReleaseIndex } from './release-index.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** A preview link lasts this long unless told otherwise. */
export const DEFAULT_PREVIEW_HOURS = 24;

/** The shell the team's commands talk to: SITE_ORIGIN, else the local site. */
export const siteOriginOf = (env: Env) => (env.SITE_ORIGIN ?? `http://localhost:${env.SHELL_PORT ?? 8080}`).replace(/\/+$/, '');

/** The link showing `version` of `remote` to the browser that opens it, checked against the release index. */
export async function previewLinkFor(
  remote: string,
  version: string,
  releasesDir: string,
  env: Env,
  {
    to = '/',
    hours = String(DEFAULT_PREVIEW_HOURS),
    now = Date.now(),
  }: { to?: string | undefined; hours?: string | undefined; now?: number } = {},
): Promise<string> {
  const kept = readReleaseIndex(releasesDir).releases.map((release) => release.version);
  if (!kept.includes(version)) throw new Error(`No release ${version} is kept (kept: ${kept.join(', ') || 'none'})`);
  const lifetime = Number(hours);
  if (!Number.isFinite(lifetime) || lifetime <= 0) throw new Error(`--hours must be a positive number, got ${hours}`);
  const expires = Math.floor(now / 1000 + lifetime * 3600);
  return previewLink(siteOriginOf(env), env.PREVIEW_SECRET ?? LOCAL_PREVIEW_SECRET, { remote, release: version, expires }, to);
}

/** The shell's status endpoint, with the bearer token; throws with the answer's status otherwise. */
export async function readReleaseStatus(env: Env, fetchStatus: typeof fetch = fetch): Promise<ReleaseStatus> {
  const url = `${siteOriginOf(env)}${RELEASE_STATUS_PATH}`;
  const answer = await fetchStatus(url, { headers: { authorization: `Bearer ${env.OPS_TOKEN ?? LOCAL_OPS_TOKEN}` } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}${answer.status === 401 ? ' (set OPS_TOKEN to the shell’s)' : ''}`);
  return (await answer.json()) as ReleaseStatus;
}

const figures = (label: string, release: ReleaseFigures) =>
  `  ${label.padEnd(9)} ${release.release.padEnd(24)} ${String(release.pages).padStart(7)} pages ${String(release.failures).padStart(6)} failures ${release.ratePercent.toFixed(2).padStart(7)}%`;

/** The remote's current release and canary side by side, as `canary:status` prints them. */
export function canaryStatusText(remote: string, status: ReleaseStatus): string {
  const mine = status.remotes[remote as keyof ReleaseStatus['remotes']];
  if (!mine) return `${remote}: the shell has not seen this remote yet`;
  const { minPages, ratePercent, factor } = status.rule;
  const lines = [`${remote}: current ${mine.current ?? 'none'} (counts since ${status.startedAt})`];
  if (!mine.canary) lines.push('  no canary');
  else {
    const { canary } = mine;
    lines.push(`  canary ${canary.release} for ${canary.percent}% of visitors since ${canary.since}; figures since then:`);
    lines.push(figures('current', canary.current), figures('candidate', canary.candidate));
    lines.push(
      canary.abortedAt
        ? `  ABORTED at ${canary.abortedAt}: the shell serves the current release to everyone (record it: npm run canary:abort)`
        : `  serving; aborted at ${minPages}+ candidate pages when its failure rate is above ${ratePercent}% and ${factor}x the current one`,
    );
  }
  return lines.join('\n');
}
