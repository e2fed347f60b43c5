// The navigation seam between the site's pages and whatever moves the browser from URL to URL.
// Pages and widgets never use the router: they read the request's location on the server (the
// shell's server render provides it) and navigate with `navigateTo`. On the site no source is
// registered in the browser, so `navigateTo` loads the page it goes to; an island that only
// changes the page's query goes there in the page with `navigateInPage` (the History API). A
// remote's standalone page registers its client router, and the test renderer a source that shows
// another page. No page changes between them.
// See docs/decisions/0006-page-parts-and-widgets.md.
import { moveInPage } from '@pv/shared/navigation/in-page-navigation';

/** The parts of a URL a page may read; `search` and `hash` keep their `?` and `#` (or are ''). */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** What the shell registers in the browser: the current location, its changes, a way to move. */
export interface LocationSource {
  location(): SiteLocation;
  /** Calls `listener` after every change of the location (navigation, back, forward); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Goes to a path of this site (`/path?query#hash`). */
  navigate(to: string, options?: NavigateOptions): void;
  /**
   * Whether going to `to` stays in this document (a client router: always; the History API: a
   * change of the query only). A link leaves any other navigation to the browser.
   */
  navigatesInPage(to: string): boolean;
}

let source: LocationSource | undefined;

/** Makes `next` the browser's location source; returns a function that removes it again. */
export function registerLocationSource(next: LocationSource): () => void {
  source = next;
  return () => {
    if (source === next) source = undefined;
  };
}

/** The registered source, if any (none on the server, and none in a page loaded on its own). */
export const locationSource = (): LocationSource | undefined => source;

/**
 * Goes to a path of this site: through the registered source, or else by loading the page, so a
 * widget works the same whether the shell has started its navigation or not. Going to the URL
 * already shown replaces its history entry rather than adding the same one again.
 */
export function navigateTo(to: string, options: NavigateOptions = {}) {
  if (source) source.navigate(to, { replace: options.replace ?? to === pathOf(source.location()) });
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** A request URL as the location the server renders. */
export const siteLocationOf = (url: URL): SiteLocation => ({ pathname: url.pathname, search: url.search, hash: url.hash });

/** `/path?query#hash` of a location. */
export const pathOf = (location: SiteLocation) => `${location.pathname}${location.search}${location.hash}`;

/**
 * Goes to `to`, this page with another query, without loading a document: through the registered
 * location source when it navigates in the page (a standalone page's router), else with the History
 * API. Going to the URL already shown replaces its history entry rather than adding the same one.
 */
export function navigateInPage(to: string, options: NavigateOptions = {}) {
  if (source?.navigatesInPage(to)) navigateTo(to, options);
  else moveInPage(to, { replace: options.replace ?? to === pathOf(window.location) });
}
