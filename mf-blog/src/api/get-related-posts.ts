// Up to three other published posts ranked by shared tags, then newest (related_blog_posts()).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { MAX_RELATED_POSTS, POST_STALE_TIME_MS } from '../config/blog';
import { blogClient, BlogDataError, reportFailure, requestSignal, type BlogDataConfig } from './blog-data';
import { blogKeys } from './query-keys';
import { CARD_COLUMNS } from './get-blog-posts';
import { isPostSlug } from '../lib/post-slug';
import type { BlogCard } from './types';

export async function fetchRelatedPosts(config: BlogDataConfig, slug: string, signal?: AbortSignal): Promise<BlogCard[]> {
  if (!isPostSlug(slug)) return [];
  const client = await blogClient(config);
  const { data, error } = await client
    .rpc('related_blog_posts', { post_slug: slug, max_count: MAX_RELATED_POSTS }, { get: true })
    .select(CARD_COLUMNS)
    .abortSignal(requestSignal(signal))
    .retry(false);
  if (error) {
    const failure = new BlogDataError(error);
    reportFailure('Error fetching related blog posts', failure, signal);
    throw failure;
  }
  return (data ?? []) as unknown as BlogCard[];
}

export const relatedPostsQueryOptions = (config: BlogDataConfig, slug: string) =>
  queryOptions({
    queryKey: blogKeys.related(slug),
    queryFn: ({ signal }) => fetchRelatedPosts(config, slug, signal),
    staleTime: POST_STALE_TIME_MS,
    enabled: slug !== '',
  });

export function useRelatedPosts(slug: string) {
  const config = useSiteConfig();
  return useQuery(relatedPostsQueryOptions(config, slug));
}
