// The feed's posts: the newest published posts as cards (no bodies).
import { FEED_ITEM_COUNT } from '../config/blog';
import { blogClient, BlogDataError, reportFailure, requestSignal, type BlogDataConfig } from './blog-data';
import { CARD_COLUMNS } from './get-blog-posts';
import type { BlogCardRow } from './types';

export async function fetchFeedPosts(config: BlogDataConfig, signal?: AbortSignal): Promise<BlogCardRow[]> {
  const client = await blogClient(config);
  const { data, error } = await client
    .from('blog_post_cards')
    .select(CARD_COLUMNS)
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
  return (data ?? []) as unknown as BlogCardRow[];
}
