import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { PageHero } from '@pv/shared/ui/page-hero';
import { listCopy } from '../content/blog-copy';
import BlogList from './blog-list';
import { parseListState, serializeListState } from './list-state';

/**
 * /blog: the title band, then the list with its search, sort and filters (an island, hydrated at
 * load: it is clicked early). When the server could not load the posts, the island renders the
 * error text, so a visitor or crawler without JavaScript reads it too.
 */
export function BlogListPage() {
  const { brand } = useSiteConfig();
  const { pathname, search } = useSiteLocation();
  const query = serializeListState(parseListState(new URLSearchParams(search)));
  return (
    <>
      <PageHero eyebrow={listCopy.eyebrow} title={listCopy.heading} lead={listCopy.lead} align="center" />
      <BlogList hydrate="load" path={pathname} query={query} brand={brand} />
    </>
  );
}
