import type { DehydratedState } from '@tanstack/react-query';
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { HydrationStrategy, IslandKind, IslandOwner } from '@pv/shared/islands/island';
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { RemoteEntry } from '../federation/remote-registry';

/**
 * One island of the page: the marker element with `data-island-id="<id>"` holds its server HTML,
 * which the hydrator hydrates with React (its owner's container) or the boot script starts with a
 * script of the shell (docs/decisions/0032-react-islands.md).
 */
export interface IslandState {
  id: string;
  owner: IslandOwner;
  name: string;
  kind: IslandKind;
  /** When the browser hydrates it (the boot script arms the strategy, client/boot/). */
  hydrate: HydrationStrategy;
  /** A React island's props, as the server rendered it with them. */
  props?: object;
  /** A React island reads the page's data cache: the hydrator gives it a query client holding `dehydratedState`. */
  queryCache?: true;
}

/**
 * What the boot script reads of the site's configuration: GA4's id and the vitals' sample. The rest
 * (addresses, links, the backend's URL and key) is in the server's HTML where a page shows it, or
 * not needed in the browser at all.
 */
export type BrowserConfig = Pick<SiteConfig, 'analyticsId' | 'vitalsSampleRate'>;

/** What the server hands the browser with every page, as a JSON data block (no inline script). */
export interface PageState {
  config: BrowserConfig;
  /** The route's pattern (`/blog/:slug`), or NOT_FOUND_ROUTE: how real-user vitals group pages. */
  route: string;
  /** The release of each remote the page was rendered with (its route's and its islands' owners). */
  releases: Partial<Record<RemoteName, string>>;
  /** The browser containers (`remoteEntry.js` of the release served) of the remotes that own a React island of the page. */
  remotes: RemoteEntry[];
  islands: IslandState[];
  /** The hydrator's scripts (React, the federation runtime), on a page with a React island; the boot script adds them when one is due. */
  hydrator?: string[];
  /** What the server's data cache held, for the islands that read it (`queryCache`). */
  dehydratedState?: DehydratedState;
}

export const PAGE_STATE_ID = '__PV_STATE__';

/** The `route` of a page for a path the site does not serve. */
export const NOT_FOUND_ROUTE = '404';

/** Browser: the page state the server wrote into the page. */
export function readPageState(doc: Document = document): PageState {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${PAGE_STATE_ID} data block`);
  return JSON.parse(text) as PageState;
}
