import type { DehydratedState } from '@tanstack/react-query';
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { RemoteName } from '@pv/shared/contract/page';
import type { RemoteEntry } from '../federation/remote-registry';

/** What the server hands the browser with every page, as a JSON data block (no inline script). */
export interface PageState {
  config: SiteConfig;
  remotes: RemoteEntry[];
  failedRemotes: { name: RemoteName; message: string }[];
  dehydratedState: DehydratedState;
}

export const PAGE_STATE_ID = '__PV_STATE__';
