// The blog list's two queries, one key and one freshness each wherever they run: the page's load
// on the server reads the database (get-blog-posts.ts, get-blog-facets.ts) and sends what it read
// with the page; the list's island in the browser starts from that and reads every other state
// from the site (site-answers.ts). Nothing here imports the database's client, so the browser's
// build has none.
import { queryOptions } from '@tanstack/react-query';
import { LIST_GC_TIME_MS, LIST_STALE_TIME_MS } from '../config/blog';
import type { ListState } from '../list/list-state';
import { blogKeys } from './query-keys';
import { facetsFromSite, listPageFromSite } from './site-answers';
import type { BlogFacets, BlogListPage } from './types';

/**
 * A list state's page of cards, fresh LIST_STALE_TIME_MS and kept LIST_GC_TIME_MS. A failure is not
 * tried again by itself: the list shows it and asks again every ERROR_RECOVERY_INTERVAL_MS.
 */
export const blogPostsQueryOptions = (state: ListState, read: (state: ListState) => Promise<BlogListPage> = listPageFromSite) =>
  queryOptions({
    queryKey: blogKeys.list(state),
    queryFn: () => read(state),
    staleTime: LIST_STALE_TIME_MS,
    gcTime: LIST_GC_TIME_MS,
    retry: false,
  });

/** The filters' topics and authors, as fresh as the list. */
export const blogFacetsQueryOptions = (read: () => Promise<BlogFacets> = facetsFromSite) =>
  queryOptions({
    queryKey: blogKeys.facets(),
    queryFn: () => read(),
    staleTime: LIST_STALE_TIME_MS,
    gcTime: LIST_GC_TIME_MS,
  });
