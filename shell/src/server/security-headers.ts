// helmet's middlewares, built once (docs/decisions/0004-security-headers-and-caching.md,
// 0015-fastify-server.md). Only pages carry the CSP: under it Chrome's viewer draws nothing of a PDF.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { RemoteLocation } from '../federation/remote-deployments';
import { INLINE_SCRIPT_SOURCES } from './html-document';

const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

const originOf = (url: string | null) => (url && URL.canParse(url) ? new URL(url).origin : null);

/** Without repeats; none is 'none'. */
const sources = (values: readonly (string | null)[]) => {
  const list = [...new Set(values.filter((value): value is string => Boolean(value)))];
  return list.length > 0 ? list : ["'none'"];
};

export function cspDirectives(site: SiteConfig, remotes: readonly RemoteLocation[]): Record<string, string[]> {
  const remoteOrigins = remotes.map((r) => originOf(r.baseUrl));
  const embedOrigins = [originOf(site.urls.eventsCalendar), originOf(site.urls.video), originOf(site.urls.launchpadApp)];
  const analytics = site.analyticsId !== null;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': sources(["'self'", ...INLINE_SCRIPT_SOURCES, ...remoteOrigins, analytics ? GA_SCRIPT : null]),
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images in blog posts may live anywhere on the web; images cannot run code.
    'img-src': sources(["'self'", 'data:', 'https:', ...remoteOrigins, ...(analytics ? GA_CONNECT : [])]),
    'font-src': ["'self'"],
    'connect-src': sources([
      "'self'",
      ...remoteOrigins,
      originOf(site.newsletterFormUrl),
      // An embed's frame is shown once its provider has answered a request of the page
      // (@pv/shared/ui/embed-frame; docs/decisions/0017-embeds-click-to-load.md).
      ...embedOrigins,
      ...(analytics ? GA_CONNECT : []),
    ]),
    'frame-src': sources(embedOrigins),
    'form-action': sources(["'self'", originOf(site.newsletterFormUrl)]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (site.origin.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Before the route answers: a header the route sets itself wins. */
export type SetHeaders = (request: IncomingMessage, response: ServerResponse) => void;

const failOn = (error?: unknown) => {
  if (error) throw error;
};

export function securityHeaders(site: SiteConfig, remotes: readonly RemoteLocation[]): { everyAnswer: SetHeaders; page: SetHeaders } {
  const common = helmet({
    contentSecurityPolicy: false,
    // X-DNS-Prefetch-Control would turn off the browser's DNS prefetching.
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: site.origin.startsWith('https:') && { maxAge: 63_072_000, preload: true },
  });
  const csp = helmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives(site, remotes) });
  return {
    everyAnswer: (request, response) => {
      common(request, response, failOn);
      response.setHeader('permissions-policy', PERMISSIONS_POLICY);
    },
    page: (request, response) => csp(request, response, failOn),
  };
}
