// Which deployment of each remote this server process serves (docs/decisions/0009-releases.md).
// A remote deployed with releases names its current release in `/releases/index.json`: the server
// loads that release's Node entry and hands browsers that release's browser entry, both under
// `/releases/<version>/`, whose files never change, so a page keeps loading the release it started
// with. A deployment without releases (a development build) is known by a fingerprint of its Node
// entry and served from its root, as before releases. The index also names the releases kept (any
// of them can be previewed) and the canary, if any (docs/decisions/0020-preview-and-canary.md).
import { createHash } from 'node:crypto';
import type { RemoteName } from '@pv/shared/contract/page';
import { checkedReleaseIndex, type Canary } from '@pv/shared/contract/release-index';
import { BROWSER_ENTRY_FILE } from '@pv/shared/islands/islands-module';
import { configureRemotes, type RemoteEntry } from './remote-registry';
import { REDEPLOY_CHECK_TIMEOUT_MS } from './loading-policy';

/** Where a remote is deployed: for browsers, and for this server (they differ in container networks). */
export interface RemoteLocation {
  name: RemoteName;
  baseUrl: string;
  serverBaseUrl: string;
}

export interface RemoteDeployment {
  /** What tells two deployments apart: the release version, or `build-<fingerprint>`. */
  id: string;
  /** The release version; null for a deployment without releases. */
  release: string | null;
  serverEntry: string;
  browserEntry: string;
}

/** A remote's releases as its index names them, beside the deployment that is current. */
export interface RemoteReleases {
  deployment: RemoteDeployment;
  /** The candidate a share of visitors gets; `abortedAt`: this server stopped serving it. */
  canary: (Canary & { abortedAt?: string }) | null;
  /** The releases kept in its index (any of them can be previewed). */
  kept: readonly string[];
}

export const RELEASE_INDEX_PATH = '/releases/index.json';

/** A release's own entries, under `/releases/<version>/` of the remote's deployment. */
export function releaseDeployment(remote: RemoteLocation, version: string): RemoteDeployment {
  const at = (base: string) => `${base}/releases/${version}`;
  return {
    id: version,
    release: version,
    serverEntry: `${at(remote.serverBaseUrl)}/server/remoteEntry.js`,
    browserEntry: `${at(remote.baseUrl)}/browser/${BROWSER_ENTRY_FILE}`,
  };
}

const fingerprintOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The deployment a remote's own root serves (a development build, or a remote not reached yet). */
export const rootDeployment = (remote: RemoteLocation, fingerprint?: string): RemoteDeployment => ({
  id: fingerprint ? `build-${fingerprint}` : 'unknown',
  release: null,
  serverEntry: `${remote.serverBaseUrl}/server/remoteEntry.js${fingerprint ? `?v=${fingerprint}` : ''}`,
  browserEntry: `${remote.baseUrl}/browser/${BROWSER_ENTRY_FILE}`,
});

/** Asks the remote which deployment is current, and its canary; null when it cannot say now (down, slow, a broken index). */
export async function findReleases(remote: RemoteLocation, fetchFile: typeof fetch = fetch): Promise<RemoteReleases | null> {
  const options = { cache: 'no-store', signal: AbortSignal.timeout(REDEPLOY_CHECK_TIMEOUT_MS) } as const;
  try {
    const answer = await fetchFile(`${remote.serverBaseUrl}${RELEASE_INDEX_PATH}`, options);
    if (answer.ok) {
      const index = checkedReleaseIndex(await answer.json());
      if (!index?.current) return null;
      return {
        deployment: releaseDeployment(remote, index.current),
        canary: index.canary ?? null,
        kept: index.releases.map((release) => release.version),
      };
    }
    if (answer.status !== 404) return null;
    const entry = await fetchFile(`${remote.serverBaseUrl}/server/remoteEntry.js`, options);
    return entry.ok ? { deployment: rootDeployment(remote, fingerprintOf(await entry.text())), canary: null, kept: [] } : null;
  } catch {
    return null;
  }
}

const deployments = new Map<RemoteName, RemoteDeployment>();
const locations = new Map<RemoteName, RemoteLocation>();
const indexes = new Map<RemoteName, Omit<RemoteReleases, 'deployment'>>();

/**
 * Loads the remote from `deployment` from now on, unless it is already the one served. Returns
 * whether it changed (the caller then drops what it rendered with the old one).
 */
export function serveDeployment(remote: RemoteLocation, deployment: RemoteDeployment): boolean {
  locations.set(remote.name, remote);
  if (deployments.get(remote.name)?.id === deployment.id) return false;
  deployments.set(remote.name, deployment);
  configureRemotes([{ name: remote.name, entry: deployment.serverEntry }]);
  return true;
}

/** At start: each remote's current deployment, or its root when it cannot say yet (the watch corrects it). */
export async function serveCurrentDeployments(remotes: readonly RemoteLocation[]): Promise<void> {
  const found = await Promise.all(remotes.map((remote) => findReleases(remote)));
  remotes.forEach((remote, i) => {
    serveDeployment(remote, found[i]?.deployment ?? rootDeployment(remote));
    if (found[i]) knowReleases(remote.name, found[i]);
  });
}

/** Remembers what the remote's index says besides its current release (its canary, its kept releases). */
export function knowReleases(name: RemoteName, { canary, kept }: Omit<RemoteReleases, 'deployment'>) {
  indexes.set(name, { canary, kept });
}

/** The remote's canary while this server serves it (not aborted), else null. */
export function activeCanaryOf(name: RemoteName): Canary | null {
  const canary = indexes.get(name)?.canary;
  return canary && !canary.abortedAt ? canary : null;
}

/** Whether `release` is one the remote's index keeps (any of them can be previewed). */
export const isKeptRelease = (name: RemoteName, release: string): boolean => indexes.get(name)?.kept.includes(release) ?? false;

/** The deployment this process serves for a remote. */
export function deploymentOf(name: RemoteName): RemoteDeployment | undefined {
  return deployments.get(name);
}

/** The browser entry of the deployment this process serves, or of `other` (what the page state hands browsers). */
export function browserEntryOf(remote: RemoteLocation, other?: RemoteDeployment): RemoteEntry {
  return { name: remote.name, entry: (other ?? deployments.get(remote.name) ?? rootDeployment(remote)).browserEntry };
}
