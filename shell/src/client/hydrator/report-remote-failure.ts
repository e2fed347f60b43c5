// A remote's island that failed in the browser: the `remote_failure` analytics event, and a beacon
// to the shell's server, which counts it for the remote's release (the canary's abort weighs it,
// docs/decisions/0020-preview-and-canary.md). Only a release can be counted: the page state's entry
// of a remote served from its releases names it (`/releases/<version>/browser/remoteEntry.js`).
import { trackRemoteFailure, type RemoteFailureKind } from '@pv/shared/analytics/analytics';
import type { RemoteName } from '@pv/shared/contract/remotes';
import { REMOTE_FAILURE_PATH } from '@pv/shared/contract/release-status';
import type { PageState } from '../../app/page-state';

const RELEASE_IN_ENTRY = /\/releases\/([^/]+)\/browser\//;

export function reportRemoteFailure(state: PageState, remote: RemoteName, kind: RemoteFailureKind, island: string) {
  trackRemoteFailure(remote, kind, island);
  const release = state.remotes.find((entry) => entry.name === remote)?.entry.match(RELEASE_IN_ENTRY)?.[1];
  if (!release || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify({ remote, release, kind, island })], { type: 'application/json' });
  navigator.sendBeacon(REMOTE_FAILURE_PATH, body);
}
