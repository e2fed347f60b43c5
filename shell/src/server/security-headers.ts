// Security headers on every response, with a Content-Security-Policy that allows only the
// configured origins. Scripts: our own files and the remotes' files, and inline only the document's
// starter and Speculation Rules, each allowed by its hash (inline-scripts.ts; the page state is a
// JSON data block). Styles: emotion writes <style> elements at runtime, hence 'unsafe-inline'
// for styles only (docs/decisions/0004-security-headers-and-caching.md).
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { RemoteLocation } from './runtime-config';
import { INLINE_SCRIPT_SOURCES } from './inline-scripts';

const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

const originOf = (url: string | null) => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const unique = (values: readonly (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

export function contentSecurityPolicy(site: SiteConfig, remotes: readonly RemoteLocation[]): string {
  const remoteOrigins = remotes.map((r) => originOf(r.baseUrl));
  const embedOrigins = [originOf(site.urls.eventsCalendar), originOf(site.urls.video), originOf(site.urls.launchpadApp)];
  const analytics = site.analyticsId !== null;
  const directives: Record<string, readonly (string | null)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...INLINE_SCRIPT_SOURCES, ...remoteOrigins, analytics ? GA_SCRIPT : null],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images in blog posts may live anywhere on the web; images cannot run code.
    'img-src': ["'self'", 'data:', 'https:', ...remoteOrigins, ...(analytics ? GA_CONNECT : [])],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...remoteOrigins,
      // The backend only when browsers reach it directly (SUPABASE_PUBLIC_URL); its default, the
      // API path, is 'self'.
      originOf(site.supabase.url),
      originOf(site.newsletterFormUrl),
      // An embed's frame is shown once its provider has answered a request of the page
      // (@pv/shared/ui/embed-frame; docs/decisions/0017-embeds-click-to-load.md).
      ...embedOrigins,
      ...(analytics ? GA_CONNECT : []),
    ],
    'frame-src': embedOrigins,
    'form-action': ["'self'", originOf(site.newsletterFormUrl)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => {
    const list = unique(values);
    return `${name} ${list.length ? list.join(' ') : "'none'"}`;
  });
  if (site.origin.startsWith('https:')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Headers for every response of the shell server. */
export function baseSecurityHeaders(site: SiteConfig): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(site.origin.startsWith('https:') ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}
