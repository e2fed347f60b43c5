// /blog as the shell sees it: the component, its data for the first render, its head tags.
import type { PageContext, PageDefinition } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { blogKeys } from '../api/blog-data';
import { blogFacetsQueryOptions } from '../api/get-blog-facets';
import { blogPostsQueryOptions } from '../api/get-blog-posts';
import { failedToLoad, prefetchOrForget } from '../api/prefetch';
import type { BlogListPage } from '../api/types';
import { listCopy } from '../content/blog-copy';
import { BlogListPage as BlogListPageComponent } from './blog-list-page';
import { parseListState } from './list-state';

export async function loadListPage(ctx: PageContext): Promise<void> {
  const state = parseListState(ctx.search);
  await Promise.all([
    prefetchOrForget(ctx.queryClient, blogPostsQueryOptions(ctx.config, state)),
    prefetchOrForget(ctx.queryClient, blogFacetsQueryOptions(ctx.config)),
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
