// The sitemap's posts (docs/behaviour.md, "Data the blog reads"): slug, updated_at and published_date of every
// published post, newest first.
import { BlogDataError, blogClient, requestSignal, type BlogDataConfig } from './blog-data';
import type { SitemapEntry } from './types';

export async function fetchSitemapEntries(config: BlogDataConfig, signal?: AbortSignal): Promise<SitemapEntry[]> {
  const client = await blogClient(config);
  const { data, error } = await client
    .from('blog_posts')
    .select('slug, updated_at, published_date')
    .eq('is_published', true)
    .order('published_date', { ascending: false })
    .abortSignal(requestSignal(signal))
    .retry(false);
  if (error) {
    const failure = new BlogDataError(error);
    console.error('Error fetching blog posts for the sitemap:', failure);
    throw failure;
  }
  return (data ?? []) as SitemapEntry[];
}
