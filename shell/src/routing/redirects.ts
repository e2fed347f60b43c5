// Targets SPEC.md links to without listing them (CONTENT.md): permanent redirects on the server,
// client-side replacements in the browser.
export const redirects: Readonly<Record<string, string>> = {
  '/programs/workshops': '/events',
  '/programs/consulting': '/programs/engine',
  '/register': '/programs',
  '/investors': '/partnerships',
  '/quick-assessment': '/chart-my-course',
};

/** Trailing slashes are not part of any route: `/privacy/` is `/privacy`. */
export function redirectTarget(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return redirects[pathname] ?? null;
}
