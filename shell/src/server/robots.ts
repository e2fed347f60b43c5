import type { SiteConfig } from '@pv/shared/config/site-config';

/** Everything may be crawled; pages that must not be indexed say so with a robots meta tag. */
export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
