import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { IN_PAGE_NAVIGATION_EVENT } from '@pv/shared/navigation/in-page-navigation';
import { locationSource, type SiteLocation } from '@pv/shared/navigation/site-location';

/** The location being rendered on the server; the shell's server render provides the request's. */
export const RequestLocationContext = createContext<SiteLocation | null>(null);

/**
 * Calls `listener` after each change of the location: the registered source's navigations, and
 * each change of the query made in the page with the History API (an island, a tab set) or by
 * Back and Forward between such entries.
 */
function subscribe(listener: () => void): () => void {
  const unsubscribe = locationSource()?.subscribe(listener);
  window.addEventListener('popstate', listener);
  window.addEventListener(IN_PAGE_NAVIGATION_EVENT, listener);
  return () => {
    unsubscribe?.();
    window.removeEventListener('popstate', listener);
    window.removeEventListener(IN_PAGE_NAVIGATION_EVENT, listener);
  };
}

/** The browser's location: the registered source's, or the window's when none is registered. */
export function browserLocation(): SiteLocation {
  const source = locationSource();
  if (source) return source.location();
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** Path and query, never the hash: the server does not know it, and a render must not depend on it. */
const pathAndQuery = (location: SiteLocation) => `${location.pathname}${location.search}`;

/**
 * The path and query being rendered (`hash` is always ''), as a value that changes only when they
 * do. On the server, and in the browser's first render, the URL the page was rendered for; then
 * the browser's, following its navigations in the page, back and forward.
 */
export function useSiteLocation(): SiteLocation {
  const requestLocation = useContext(RequestLocationContext);
  const path = useSyncExternalStore(
    subscribe,
    () => pathAndQuery(browserLocation()),
    () => (requestLocation ? pathAndQuery(requestLocation) : typeof window === 'undefined' ? '' : pathAndQuery(browserLocation())),
  );
  return useMemo((): SiteLocation => {
    const query = path.indexOf('?');
    return query < 0 ? { pathname: path, search: '', hash: '' } : { pathname: path.slice(0, query), search: path.slice(query), hash: '' };
  }, [path]);
}
