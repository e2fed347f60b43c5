import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import {
  locationSource,
  navigateTo,
  pathOf,
  RequestLocationContext,
  type NavigateOptions,
  type SiteLocation,
} from '@pv/shared/navigation/site-location';

const subscribe = (listener: () => void) => locationSource()?.subscribe(listener) ?? (() => {});

function browserLocation(): SiteLocation {
  const source = locationSource();
  if (source) return source.location();
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** Path and query, never the hash: the server does not know it, and a render must not depend on it. */
const pathAndQuery = (location: SiteLocation) => `${location.pathname}${location.search}`;

/**
 * The path and query being rendered, as a string that changes only when they do. On the server,
 * and in the browser while it hydrates, the URL the page was rendered for.
 */
function useRenderedPath() {
  const requestLocation = useContext(RequestLocationContext);
  return useSyncExternalStore(
    subscribe,
    () => pathAndQuery(browserLocation()),
    () => (requestLocation ? pathAndQuery(requestLocation) : typeof window === 'undefined' ? '' : pathAndQuery(browserLocation())),
  );
}

/** `location` with the query parameter `name` set to `value`, or removed for `null`. */
export function withQueryParam(location: SiteLocation, name: string, value: string | null): SiteLocation {
  const params = new URLSearchParams(location.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const search = params.toString();
  return { ...location, search: search ? `?${search}` : '' };
}

export type SetQueryParam = (value: string | null, options?: NavigateOptions) => void;

/** The href of this page with the parameter set to `value` (removed for `null`). */
export type QueryParamHref = (value: string | null) => string;

/**
 * One query parameter of the page's URL as state: its value (`null` when absent), a setter that
 * navigates to the same page with the parameter changed (`null` removes it), adding a history entry
 * unless `replace` is set, and the href of such a URL, for links that work before scripts run.
 * It follows back and forward. On the server it reads the request's URL, so the server's HTML and
 * the first render in the browser agree.
 */
export function useQueryParam(name: string): [string | null, SetQueryParam, QueryParamHref] {
  const path = useRenderedPath();
  const rendered = useMemo((): SiteLocation => {
    const query = path.indexOf('?');
    return query < 0 ? { pathname: path, search: '', hash: '' } : { pathname: path.slice(0, query), search: path.slice(query), hash: '' };
  }, [path]);
  const value = new URLSearchParams(rendered.search).get(name);
  const set = useCallback<SetQueryParam>(
    (next, options) => navigateTo(pathOf(withQueryParam(browserLocation(), name, next)), options),
    [name],
  );
  const href = useCallback<QueryParamHref>((next) => pathOf(withQueryParam(rendered, name, next)), [rendered, name]);
  return [value, set, href];
}
