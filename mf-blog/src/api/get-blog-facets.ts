// The filter lists: every topic (tag) and author of a published post, with its number of posts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { LIST_GC_TIME_MS, LIST_STALE_TIME_MS } from '../config/blog';
import { blogClient, BlogDataError, blogKeys, reportFailure, requestSignal, type BlogDataConfig } from './blog-data';
import type { BlogFacets } from './types';

export async function fetchBlogFacets(config: BlogDataConfig, signal?: AbortSignal): Promise<BlogFacets> {
  const client = await blogClient(config);
  const [tags, authors] = await Promise.all([
    client.from('blog_tag_counts').select('tag,post_count').order('tag').abortSignal(requestSignal(signal)).retry(false),
    client.from('blog_author_counts').select('author,post_count').order('author').abortSignal(requestSignal(signal)).retry(false),
  ]);
  const error = tags.error ?? authors.error;
  if (error) {
    const failure = new BlogDataError(error);
    reportFailure('Error fetching blog filters', failure, signal);
    throw failure;
  }
  return {
    tags: ((tags.data ?? []) as { tag: string; post_count: number }[]).map((row) => ({ value: row.tag, count: Number(row.post_count) })),
    authors: ((authors.data ?? []) as { author: string; post_count: number }[]).map((row) => ({
      value: row.author,
      count: Number(row.post_count),
    })),
  };
}

export const blogFacetsQueryOptions = (config: BlogDataConfig) =>
  queryOptions({
    queryKey: blogKeys.facets(),
    queryFn: ({ signal }) => fetchBlogFacets(config, signal),
    staleTime: LIST_STALE_TIME_MS,
    gcTime: LIST_GC_TIME_MS,
  });

/** The filter lists, as the page's load read them (only the server renders them). */
export function useBlogFacets() {
  const config = useSiteConfig();
  return useQuery(blogFacetsQueryOptions(config));
}
