import { redirects } from '@pv/shared/contract/routes';

/**
 * Where a request for `pathname` is sent instead, or null: a redirect of the route table, or the
 * path without its trailing slashes (`/privacy/` is `/privacy`; no route ends with one).
 */
export function redirectTarget(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return (redirects as Readonly<Record<string, string>>)[pathname] ?? null;
}
