import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { locationSource, type SiteLocation } from '@pv/shared/navigation/site-location';

/** The location being rendered on the server; the shell's server render provides the request's. */
export const RequestLocationContext = createContext<SiteLocation | null>(null);

const subscribe = (listener: () => void) => locationSource()?.subscribe(listener) ?? (() => {});

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
 * the registered location source's, following its navigations, back and forward.
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
