import { PageHero } from '@pv/shared/ui/page-hero';
import { listCopy } from '../content/blog-copy';
import BlogList from './blog-list';

/** /blog: the title band, then the list with its search, sort and filters (an island). */
export function BlogListPage() {
  return (
    <>
      <PageHero eyebrow={listCopy.eyebrow} title={listCopy.heading} lead={listCopy.lead} />
      <BlogList />
    </>
  );
}
