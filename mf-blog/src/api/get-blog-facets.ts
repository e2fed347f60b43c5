// The filter lists: every topic (tag) and author of a published post, with its number of posts.
import { blogClient, BlogDataError, reportFailure, requestSignal, type BlogDataConfig } from './blog-data';
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
