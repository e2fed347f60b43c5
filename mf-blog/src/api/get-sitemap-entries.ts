// The sitemaps' posts (docs/behaviour.md, "Data the blog reads"): slug, title, updated_at and
// published_date of every published post, newest first. The XML sitemap and the /sitemap page
// read the same call.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { LIST_GC_TIME_MS, LIST_STALE_TIME_MS } from '../config/blog';
import { blogClient, BlogDataError, reportFailure, requestSignal, type BlogDataConfig } from './blog-data';
import { blogKeys } from './query-keys';
import type { SitemapEntry } from './types';

export async function fetchSitemapEntries(config: BlogDataConfig, signal?: AbortSignal): Promise<SitemapEntry[]> {
  const client = await blogClient(config);
  const { data, error } = await client
    .from('blog_posts')
    .select('slug, title, updated_at, published_date')
    .eq('is_published', true)
    .order('published_date', { ascending: false })
    .abortSignal(requestSignal(signal))
    .retry(false);
  if (error) {
    const failure = new BlogDataError(error);
    reportFailure('Error fetching blog posts for the sitemap', failure, signal);
    throw failure;
  }
  return (data ?? []) as SitemapEntry[];
}

export const sitemapEntriesQueryOptions = (config: BlogDataConfig) =>
  queryOptions({
    queryKey: blogKeys.sitemap(),
    queryFn: ({ signal }) => fetchSitemapEntries(config, signal),
    staleTime: LIST_STALE_TIME_MS,
    gcTime: LIST_GC_TIME_MS,
  });

export function useSitemapEntries() {
  const config = useSiteConfig();
  return useQuery(sitemapEntriesQueryOptions(config));
}
