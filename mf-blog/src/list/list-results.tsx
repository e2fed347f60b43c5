import { useEffect, useRef, type RefObject } from 'react';
import { css } from '@emotion/react';
import { isPlainClick } from '@pv/shared/navigation/plain-click';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { Button } from '@pv/shared/ui/button';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { useBlogPosts } from '../api/get-blog-posts';
import type { BlogListPage } from '../api/types';
import { BlogCard, BlogCardSkeleton } from '../components/blog-card';
import { PAGE_SIZE, SKELETON_CARD_COUNT, STALE_DIM_DELAY_MS } from '../config/blog';
import { listCopy } from '../content/blog-copy';
import { pageCount } from '../lib/pagination';
import { useDelayedFlag } from '../lib/use-delayed-flag';
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

/**
 * The previous page stays while the next loads; dimmed only once that takes a moment
 * (STALE_DIM_DELAY_MS). A timer rather than a CSS transition delay: a transition, even one
 * cancelled before it starts, repaints the cards in a layer of their own on every change.
 */
const dimmedStyle = css({ opacity: 0.6, transition: 'opacity 150ms ease' });

const summaryStyle = css({ margin: '0 0 1.25rem', color: colors.inkMuted, fontSize: '0.95rem', minHeight: '1.5em' });

/** What the results region shows, in the order the states are checked. */
export type ResultsView = { kind: 'loading' } | { kind: 'error' } | { kind: 'results'; page: BlogListPage; stale: boolean };

interface ListResultsProps {
  state: ListState;
  filtersActive: boolean;
  hrefFor: (state: ListState) => string;
  onClearFilters: () => void;
  /** Moves the list to another of its pages. */
  onPage: (page: number) => void;
  /** The server could not load this state: the error, not skeletons, until the browser's own request has data. */
  serverFailed?: boolean;
}

/**
 * The results region, which alone follows the list query (the rest of the page does not render
 * again when data arrives): skeletons while loading, the error, the empty state, or a page of
 * cards with pagination. `data-query` and `data-state` say which list state is on screen.
 */
export function ListResults(props: ListResultsProps) {
  const posts = useBlogPosts(props.state);
  let view: ResultsView;
  if (posts.isError || (props.serverFailed && !posts.data)) view = { kind: 'error' };
  else if (posts.data) view = { kind: 'results', page: posts.data, stale: posts.isPlaceholderData };
  else view = { kind: 'loading' };
  // A page link the visitor followed is gone with its page (or was the last one): the focus moves
  // to the new page's summary once it is on screen, rather than being lost to the document.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focusAfterPaging = useRef(false);
  const ready = view.kind === 'results' && !view.stale;
  useEffect(() => {
    if (!ready || !focusAfterPaging.current) return;
    focusAfterPaging.current = false;
    summaryRef.current?.focus();
  });
  return (
    <ResultsRegion
      {...props}
      view={view}
      onRetry={() => void posts.refetch()}
      summaryRef={summaryRef}
      onPaging={() => (focusAfterPaging.current = true)}
    />
  );
}

function ResultsRegion({
  state,
  view,
  filtersActive,
  hrefFor,
  onClearFilters,
  onPage,
  onRetry,
  summaryRef,
  onPaging,
}: ListResultsProps & {
  view: ResultsView;
  onRetry: () => void;
  summaryRef: RefObject<HTMLParagraphElement | null>;
  onPaging: () => void;
}) {
  const dimmed = useDelayedFlag(view.kind === 'results' && view.stale, STALE_DIM_DELAY_MS);
  const region = {
    'aria-labelledby': 'blog-results-heading',
    'data-testid': 'blog-results',
    'data-query': serializeListState(state),
  };
  const heading = (
    <h2 id="blog-results-heading" className="visually-hidden">
      {listCopy.resultsHeading}
    </h2>
  );

  if (view.kind === 'loading') {
    return (
      <section {...region} aria-busy="true" data-state="loading">
        {heading}
        <p role="status" className="visually-hidden">
          {listCopy.loading}
        </p>
        <div css={gridStyle}>
          {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
            <BlogCardSkeleton key={index} />
          ))}
        </div>
      </section>
    );
  }

  if (view.kind === 'error') {
    return (
      <section {...region} aria-busy="false" data-state="error">
        {heading}
        <div role="alert" css={errorBox}>
          <p>{listCopy.error}</p>
          <Button variant="ghost" onClick={onRetry}>
            {listCopy.retry}
          </Button>
        </div>
      </section>
    );
  }

  const { posts, total } = view.page;
  const totalPages = pageCount(total, PAGE_SIZE);
  const common = { ...region, 'aria-busy': view.stale, 'data-state': view.stale ? 'stale' : 'current' } as const;

  if (posts.length === 0) {
    const pastTheEnd = total > 0;
    return (
      <section {...common}>
        {heading}
        <div css={messageBox}>
          <h2>{listCopy.emptyTitle}</h2>
          {pastTheEnd ? (
            <>
              <p>{listCopy.pastLastPage(totalPages)}</p>
              <SiteLink href={hrefFor(withPage(state, 1))}>{listCopy.firstPage}</SiteLink>
            </>
          ) : filtersActive ? (
            <>
              <p>{listCopy.emptyWithFilters}</p>
              <Button variant="secondary" onClick={onClearFilters}>
                {listCopy.clearFilters}
              </Button>
            </>
          ) : (
            <p>{listCopy.emptyWithoutFilters}</p>
          )}
        </div>
      </section>
    );
  }

  const first = (state.page - 1) * PAGE_SIZE + 1;
  return (
    <section {...common}>
      {heading}
      <p css={summaryStyle} aria-live="polite" ref={summaryRef} tabIndex={-1}>
        {listCopy.showing(first, first + posts.length - 1, total)}
      </p>
      <ul css={[gridStyle, dimmed && dimmedStyle]}>
        {posts.map((post, index) => (
          <li key={post.id} css={index === 0 ? featuredItem : undefined}>
            <BlogCard post={post} eager={index === 0} featured={index === 0} />
          </li>
        ))}
      </ul>
      <PaginationNav
        page={state.page}
        totalPages={totalPages}
        hrefFor={(page) => hrefFor(withPage(state, page))}
        onNavigate={(page, event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onPaging();
          onPage(page);
        }}
      />
    </section>
  );
}
