import { css } from '@emotion/react';
import { inPageLink } from '@pv/shared/navigation/in-page-navigation';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { Button } from '@pv/shared/ui/button';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { useBlogPosts } from '../api/get-blog-posts';
import type { BlogListPage } from '../api/types';
import { BlogCard, BlogCardSkeleton } from '../components/blog-card';
import { PAGE_SIZE, SKELETON_CARD_COUNT } from '../config/blog';
import { listCopy } from '../content/blog-copy';
import { pageCount } from '../lib/pagination';
import { RESULTS_STATE } from './list-pages';
import { serializeListState, withPage, type ListState } from './list-state';
import { PaginationNav } from './pagination-nav';

export const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.5rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

/** The first card of a page spans the row: 1 + 4 rows of 2 = the 9 posts of a page. */
const featuredItem = css({ [mq.sm]: { gridColumn: '1 / -1' } });

const messageBox = css({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.5rem',
  padding: '3rem 1.5rem',
  background: colors.white,
  border: `1px dashed ${colors.line}`,
  borderRadius: radii.lg,
  textAlign: 'center',
  h2: { margin: 0, fontFamily: fonts.heading, fontSize: '1.5rem' },
  p: { margin: 0, color: colors.inkMuted },
  'p + button, p + a': { marginTop: '1rem' },
});

const errorBox = css({
  display: 'grid',
  justifyItems: 'start',
  gap: '1rem',
  padding: '1.25rem 1.5rem',
  background: colors.dangerBg,
  borderLeft: `4px solid ${colors.danger}`,
  borderRadius: radii.sm,
  color: colors.danger,
  p: { margin: 0, fontWeight: 600 },
});

const summaryStyle = css({ margin: '0 0 1.25rem', color: colors.inkMuted, fontSize: '0.95rem', minHeight: '1.5em' });

/**
 * The region's own style: the previous page, shown while the next loads, is dimmed once it has
 * been for STALE_DIM_DELAY_MS (the list's script sets `data-dimmed` then).
 */
const regionStyle = css({ '&[data-dimmed] > ul': { opacity: 0.6, transition: 'opacity 150ms ease' } });

/** What the results region shows: the first page of a list comes with the page, so the server never renders a stale one. */
export type ResultsView = { kind: 'loading' } | { kind: 'error' } | { kind: 'results'; page: BlogListPage };

interface ListResultsProps {
  state: ListState;
  filtersActive: boolean;
  hrefFor: (state: ListState) => string;
  /** The server could not load this state: the error, not skeletons. */
  serverFailed?: boolean;
}

/**
 * The results region, from the page's data: skeletons while loading, the error, the empty state,
 * or a page of cards with pagination. `data-query` and `data-state` say which list state is on
 * screen. Server HTML: the list's script (blog-list-start.ts) swaps its content for another state's.
 */
export function ListResults({ serverFailed = false, ...props }: ListResultsProps) {
  const posts = useBlogPosts(props.state);
  const view: ResultsView = posts.data ? { kind: 'results', page: posts.data } : serverFailed ? { kind: 'error' } : { kind: 'loading' };
  return (
    <section
      css={regionStyle}
      aria-labelledby="blog-results-heading"
      data-testid="blog-results"
      data-list-results=""
      data-query={serializeListState(props.state)}
      data-state={RESULTS_STATE[view.kind]}
      aria-busy={view.kind === 'loading'}
    >
      <ResultsContent {...props} view={view} />
    </section>
  );
}

/** What the region holds for a view (also the content of the templates the list's script shows while loading or failing). */
export function ResultsContent({ state, view, filtersActive, hrefFor }: Omit<ListResultsProps, 'serverFailed'> & { view: ResultsView }) {
  const heading = (
    <h2 id="blog-results-heading" className="visually-hidden">
      {listCopy.resultsHeading}
    </h2>
  );

  if (view.kind === 'loading') {
    return (
      <>
        {heading}
        <p role="status" className="visually-hidden">
          {listCopy.loading}
        </p>
        <div css={gridStyle}>
          {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
            <BlogCardSkeleton key={index} />
          ))}
        </div>
      </>
    );
  }

  if (view.kind === 'error') {
    return (
      <>
        {heading}
        <div role="alert" css={errorBox}>
          <p>{listCopy.error}</p>
          <Button variant="ghost" data-needs-scripts="" data-list-retry="">
            {listCopy.retry}
          </Button>
        </div>
      </>
    );
  }

  const { posts, total } = view.page;
  const totalPages = pageCount(total, PAGE_SIZE);

  if (posts.length === 0) {
    const pastTheEnd = total > 0;
    return (
      <>
        {heading}
        <div css={messageBox}>
          <h2>{listCopy.emptyTitle}</h2>
          {pastTheEnd ? (
            <>
              <p>{listCopy.pastLastPage(totalPages)}</p>
              <SiteLink href={hrefFor(withPage(state, 1))} {...inPageLink}>
                {listCopy.firstPage}
              </SiteLink>
            </>
          ) : filtersActive ? (
            <>
              <p>{listCopy.emptyWithFilters}</p>
              <Button variant="secondary" data-needs-scripts="" data-list-clear="">
                {listCopy.clearFilters}
              </Button>
            </>
          ) : (
            <p>{listCopy.emptyWithoutFilters}</p>
          )}
        </div>
      </>
    );
  }

  const first = (state.page - 1) * PAGE_SIZE + 1;
  return (
    <>
      {heading}
      <p css={summaryStyle} aria-live="polite" tabIndex={-1} data-list-summary="">
        {listCopy.showing(first, first + posts.length - 1, total)}
      </p>
      <ul css={gridStyle}>
        {posts.map((post, index) => (
          <li key={post.id} css={index === 0 ? featuredItem : undefined}>
            <BlogCard post={post} eager={index === 0} featured={index === 0} />
          </li>
        ))}
      </ul>
      <PaginationNav page={state.page} totalPages={totalPages} hrefFor={(page) => hrefFor(withPage(state, page))} />
    </>
  );
}
