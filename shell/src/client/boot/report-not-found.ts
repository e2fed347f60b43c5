// The 404 page's report in the browser console (docs/behaviour.md, "Errors a visitor can meet"),
// written by the boot script, so the page needs no React for it.
import { NOT_FOUND_ROUTE } from '../../app/page-state';

export const NOT_FOUND_REPORT = '404 Error: User attempted to access non-existent route:';

/** Logs the path when the page is the site's 404 page (its `route` in the page state). */
export function reportNotFound(route: string, location: Pick<Location, 'pathname'> = window.location) {
  if (route === NOT_FOUND_ROUTE) console.error(NOT_FOUND_REPORT, location.pathname);
}
