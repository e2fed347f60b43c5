// The feeds' posts: the newest published posts with their whole bodies, sanitised with every link
// and image made absolute (a feed reader shows a body away from its page).
import { FEED_ITEM_COUNT } from '../config/blog';
import { sanitizePostHtml } from '../lib/sanitize-html';
import { trimOrigin } from '../lib/xml';
import { BlogDataError, blogClient, reportFailure, requestSignal, type BlogDataConfig } from './blog-data';
import type { BlogPost, BlogPostRow } from './types';

export async function fetchFeedPosts(config: BlogDataConfig, signal?: AbortSignal): Promise<BlogPost[]> {
  const client = await blogClient(config);
  const { data, error } = await client
    .from('blog_posts')
    .select('*')
    .eq('is_published', true)
    .order('published_date', { ascending: false })
    .order('id', { ascending: false })
    .limit(FEED_ITEM_COUNT)
    .abortSignal(requestSignal(signal))
    .retry(false);
  if (error) {
    const failure = new BlogDataError(error);
    reportFailure('Error fetching blog posts for the feed', failure);
    throw failure;
  }
  const origin = trimOrigin(config.origin);
  return Promise.all(
    ((data ?? []) as BlogPostRow[]).map(async (row) => ({
      ...row,
      tags: row.tags ?? [],
      content: await sanitizePostHtml(row.content, origin, { baseUrl: `${origin}/blog/${encodeURIComponent(row.slug)}` }),
    })),
  );
}
