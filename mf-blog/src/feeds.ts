// `mf_blog/feeds`: what the shell's server needs to answer GET /sitemap.xml, /rss.xml and
// /feed.json, the route table's documents (docs/site-map.md). Each rejects when the posts cannot be
// read: the server answers 503 so crawlers and feed readers come back later.
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { FeedsModule, SitemapPage } from '@pv/shared/contract/feeds';
import { fetchFeedPosts } from './api/get-feed-posts';
import { fetchSitemapEntries } from './api/get-sitemap-entries';
import { feedCopy } from './content/blog-copy';
import { jsonFeed } from './feed/json-feed';
import { rssXml, type FeedChannel } from './feed/rss-xml';
import { sitemapUrls, sitemapXml } from './sitemap/sitemap-xml';

export interface SitemapOptions {
  config: SiteConfig;
  /** The shell's indexable routes; home gets 1.0, /blog 0.9 (added if absent), posts are added. */
  staticPages: readonly SitemapPage[];
}

export async function buildSitemapXml({ config, staticPages }: SitemapOptions): Promise<string> {
  const posts = await fetchSitemapEntries(config);
  return sitemapXml(sitemapUrls(config.origin, staticPages, posts));
}

const channelOf = (config: SiteConfig): FeedChannel => ({
  origin: config.origin,
  title: feedCopy.title(config.brand),
  description: feedCopy.description(config.brand),
});

export async function buildRssXml({ config }: { config: SiteConfig }): Promise<string> {
  return rssXml(channelOf(config), await fetchFeedPosts(config));
}

export async function buildJsonFeed({ config }: { config: SiteConfig }): Promise<string> {
  return jsonFeed(channelOf(config), await fetchFeedPosts(config));
}

// The shell loads this module as `FeedsModule`: keep the two in step.
({ buildSitemapXml, buildRssXml, buildJsonFeed }) satisfies FeedsModule;
