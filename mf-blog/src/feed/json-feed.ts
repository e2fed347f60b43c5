// The blog's JSON Feed 1.1 at /feed.json (named in every page's head beside the RSS feed), as a
// pure function of the newest published posts, each with its whole body.
import { JSON_FEED_PATH } from '@pv/shared/meta/head-tags';
import type { BlogPost } from '../api/types';
import { cardExcerpt } from '../lib/excerpt';
import { postSocialImageUrl } from '../lib/image-url';
import { trimOrigin } from '../lib/xml';
import type { FeedChannel } from './rss-xml';

/** RFC 3339, as JSON Feed requires; undefined for a value that is not a date. */
function rfc3339(value: string | null | undefined): string | undefined {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export function jsonFeed(channel: FeedChannel, posts: readonly BlogPost[]): string {
  const base = trimOrigin(channel.origin);
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: channel.title,
    home_page_url: `${base}/blog`,
    feed_url: `${base}${JSON_FEED_PATH}`,
    description: channel.description,
    language: 'en-US',
    items: posts.map((post) => {
      const url = `${base}/blog/${encodeURIComponent(post.slug)}`;
      const image = postSocialImageUrl(post);
      return {
        id: url,
        url,
        title: post.title,
        content_html: post.content,
        summary: cardExcerpt(post),
        ...(image ? { image: image.startsWith('/') ? `${base}${image}` : image } : {}),
        date_published: rfc3339(post.published_date),
        date_modified: rfc3339(post.updated_at),
        authors: [{ name: post.author }],
        tags: post.tags ?? [],
      };
    }),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}
