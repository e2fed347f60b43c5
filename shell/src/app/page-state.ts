import type { SiteConfig } from '@pv/shared/config/site-config';
import type { HydrationStrategy, IslandOwner } from '@pv/shared/islands/island';
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { RemoteEntry } from '../federation/remote-registry';

/**
 * One island of the page: the marker element with `data-island-id="<id>"` holds its server HTML,
 * which the boot script starts with its owner's `script-islands.js` (docs/decisions/0026-script-islands.md).
 */
export interface IslandState {
  id: string;
  owner: IslandOwner;
  name: string;
  /** When the browser starts it (the boot script arms the strategy, client/boot/). */
  hydrate: HydrationStrategy;
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
  /** The browser entries (`script-islands.js`) of the remotes that own an island of the page. */
  remotes: RemoteEntry[];
  islands: IslandState[];
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
