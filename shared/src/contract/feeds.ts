// The blog remote's second exposed module, `mf_blog/feeds`: what the shell's server calls to
// answer GET /sitemap.xml, GET /rss.xml and GET /feed.json.
import type { SiteConfig } from '@pv/shared/config/site-config';

/** An indexable page of the site, as the shell's route table knows it. */
export interface SitemapPage {
  path: string;
  changefreq?: string;
  priority?: number;
}

export interface FeedsModule {
  buildSitemapXml(options: { config: SiteConfig; staticPages: readonly SitemapPage[] }): Promise<string>;
  buildRssXml(options: { config: SiteConfig }): Promise<string>;
  buildJsonFeed(options: { config: SiteConfig }): Promise<string>;
}
