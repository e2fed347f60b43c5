// A query parameter of a location, changed. Without React, so the boot script's tab sets
// (shared/src/ui/tab-sets.ts) write the same URLs as the pages' own links (use-query-param.ts).
import type { SiteLocation } from '@pv/shared/navigation/site-location';

/** `location` with the query parameter `name` set to `value`, or removed for `null`. */
export function withQueryParam(location: SiteLocation, name: string, value: string | null): SiteLocation {
  const params = new URLSearchParams(location.search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const search = params.toString();
  return { ...location, search: search ? `?${search}` : '' };
}
