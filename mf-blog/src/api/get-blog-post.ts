// A single post (docs/behaviour.md, "Data the blog reads"): by slug, published only, one row, only when a
// slug is present. The result holds sanitised HTML, so the server's dehydrated state does too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { POST_STALE_TIME_MS } from '../config/blog';
import { isPostSlug } from '../lib/post-slug';
import { sanitizePostHtml } from '../lib/sanitize-html';
import { blogClient, BlogDataError, reportFailure, requestSignal, type BlogDataConfig } from './blog-data';
import { blogKeys } from './query-keys';
import type { BlogPost, BlogPostRow } from './types';

/** The post, or null when there is no published post with that slug. */
export async function fetchBlogPost(config: BlogDataConfig, slug: string, signal?: AbortSignal): Promise<BlogPost | null> {
  if (!isPostSlug(slug)) return null;
  const client = await blogClient(config);
  const { data, error } = await client
    .from('blog_posts')
    .select('*')
    .eq('slug', slug)
    .eq('is_published', true)
    .abortSignal(requestSignal(signal))
    .retry(false)
    .single();
  if (error) {
    // PGRST116: no row (missing, or a draft). That is an answer, not a failure: one line in the
    // browser's console, none on the server (whose log has the request's 404).
    if (error.code === 'PGRST116') {
      if (!__SERVER__) console.info(`Blog post not found: ${slug}`);
      return null;
    }
    const failure = new BlogDataError(error);
    reportFailure('Error fetching blog post', failure, signal);
    throw failure;
  }
  const row = data as BlogPostRow;
  return { ...row, tags: row.tags ?? [], content: await sanitizePostHtml(row.content, config.origin) };
}

export const blogPostQueryOptions = (config: BlogDataConfig, slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => fetchBlogPost(config, slug, signal),
    staleTime: POST_STALE_TIME_MS,
    enabled: slug !== '',
  });

export function useBlogPost(slug: string) {
  const config = useSiteConfig();
  return useQuery(blogPostQueryOptions(config, slug));
}
