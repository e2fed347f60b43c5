import { useCallback } from 'react';
import { navigateInPage, pathOf, type NavigateOptions } from '@pv/shared/navigation/site-location';
import { withQueryParam } from '@pv/shared/navigation/query-param';
import { browserLocation, useSiteLocation } from '@pv/shared/navigation/use-site-location';

export type SetQueryParam = (value: string | null, options?: NavigateOptions) => void;

/** The href of this page with the parameter set to `value` (removed for `null`). */
export type QueryParamHref = (value: string | null) => string;

/**
 * One query parameter of the page's URL as state: its value (`null` when absent), a setter that
 * moves the URL in the page to the same page with the parameter changed (`null` removes it), adding
 * a history entry unless `replace` is set, and the href of such a URL, for links that work before
 * scripts run. It follows back and forward. On the server it reads the request's URL, so the
 * server's HTML and the first render in the browser agree.
 */
export function useQueryParam(name: string): [string | null, SetQueryParam, QueryParamHref] {
  const rendered = useSiteLocation();
  const value = new URLSearchParams(rendered.search).get(name);
  const set = useCallback<SetQueryParam>(
    (next, options) => navigateInPage(pathOf(withQueryParam(browserLocation(), name, next)), options),
    [name],
  );
  const href = useCallback<QueryParamHref>((next) => pathOf(withQueryParam(rendered, name, next)), [rendered, name]);
  return [value, set, href];
}
