import { useQueryClient } from '@tanstack/react-query';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { PageHero } from '@pv/shared/ui/page-hero';
import { blogKeys } from '../api/blog-data';
import { failedToLoad } from '../api/prefetch';
import { listCopy } from '../content/blog-copy';
import BlogList from './blog-list';
import { parseListState } from './list-state';

/**
 * /blog: the title band, then the list with its search, sort and filters (an island). When the
 * server could not load the posts, the island renders the error text rather than skeletons, so a
 * visitor or crawler without JavaScript reads it too.
 */
export function BlogListPage() {
  const queryClient = useQueryClient();
  const { search } = useSiteLocation();
  const state = parseListState(new URLSearchParams(search));
  return (
    <>
      <PageHero eyebrow={listCopy.eyebrow} title={listCopy.heading} lead={listCopy.lead} align="center" />
      <BlogList hydrate="load" failed={failedToLoad(queryClient, blogKeys.list(state))} />
    </>
  );
}
