// /blog as the shell sees it: the component, its data for the first render, its head tags.
import type { PageContext, PageDefinition } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { blogKeys } from '../api/query-keys';
import { fetchBlogFacets } from '../api/get-blog-facets';
import { fetchBlogPosts } from '../api/get-blog-posts';
import { blogFacetsQueryOptions, blogPostsQueryOptions } from '../api/list-queries';
import { failedToLoad, prefetchOrForget } from '../api/prefetch';
import type { BlogListPage } from '../api/types';
import { listCopy } from '../content/blog-copy';
import { BlogListPage as BlogListPageComponent } from './blog-list-page';
import { parseListState } from './list-state';

export async function loadListPage(ctx: PageContext): Promise<void> {
  const state = parseListState(ctx.search);
  await Promise.all([
    // Read from the database here; the list's island reads every other state from the site.
    prefetchOrForget(
      ctx.queryClient,
      blogPostsQueryOptions(state, (read) => fetchBlogPosts(ctx.config, read)),
    ),
    prefetchOrForget(
      ctx.queryClient,
      blogFacetsQueryOptions(() => fetchBlogFacets(ctx.config)),
    ),
  ]);
}

export function listPageMeta(ctx: PageContext): PageMeta {
  const state = parseListState(ctx.search);
  const meta: PageMeta = { title: listCopy.metaTitle(state.page), description: listCopy.metaDescription };
  const key = blogKeys.list(state);
  // The posts could not be read: tell crawlers to come back rather than index an empty list.
  if (failedToLoad(ctx.queryClient, key)) return { ...meta, noindex: true, status: 503 };
  const data = ctx.queryClient.getQueryData<BlogListPage>(key);
  // A page number past the last page.
  if (data && data.posts.length === 0 && data.total > 0) return { ...meta, noindex: true };
  return meta;
}

export const listPage: PageDefinition = { Component: BlogListPageComponent, meta: listPageMeta, load: loadListPage };
