import { css } from '@emotion/react';
import { Button } from '@pv/shared/ui/button';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { BlogCard, BlogCardSkeleton } from '../components/blog-card';
import { PAGE_SIZE, SKELETON_CARD_COUNT } from '../config/blog';
import { listCopy } from '../content/blog-copy';
import { pageCount } from '../lib/pagination';
import { ListLink, useChangeButton, useListActions } from './list-actions';
import { clearFilters, serializeListState, withPage, type ListState } from './list-state';
import { PaginationNav } from './pagination-nav';
import type { ResultsView } from './use-list-navigation';

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

/** The previous page, shown while the next loads, is dimmed once it has been for STALE_DIM_DELAY_MS (`data-dimmed`). */
const regionStyle = css({ '&[data-dimmed] > ul': { opacity: 0.6, transition: 'opacity 150ms ease' } });

/** The region's `data-state` for each view: which the tests, the benchmark and the e2e suite read. */
const REGION_STATE = { results: 'current', stale: 'stale', loading: 'loading', error: 'error' } as const satisfies Record<
  ResultsView['kind'],
  string
>;

interface ListResultsProps {
  /** The state on screen (the URL's). */
  state: ListState;
  view: ResultsView;
  dimmed: boolean;
  filtersActive: boolean;
}

/**
 * The results region: skeletons while loading, the error, the empty state, or a page of cards with
 * pagination. `data-query` and `data-state` say which list state is on screen, and how.
 */
export function ListResults({ state, view, dimmed, filtersActive }: ListResultsProps) {
  return (
    <section
      css={regionStyle}
      aria-labelledby="blog-results-heading"
      data-testid="blog-results"
      data-list-results=""
      data-query={serializeListState(state)}
      data-state={REGION_STATE[view.kind]}
      data-dimmed={dimmed || undefined}
      aria-busy={view.kind === 'loading' || view.kind === 'stale'}
    >
      <h2 id="blog-results-heading" className="visually-hidden">
        {listCopy.resultsHeading}
      </h2>
      <ResultsContent state={state} view={view} filtersActive={filtersActive} />
    </section>
  );
}

function ResultsContent({ state, view, filtersActive }: Omit<ListResultsProps, 'dimmed'>) {
  if (view.kind === 'loading') {
    return (
      <>
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
  if (view.kind === 'error') return <ListError />;

  const { posts, total } = view.page;
  // The previous page, while another state's loads, with its own numbers and links.
  const pageState = view.kind === 'stale' ? view.state : state;
  const totalPages = pageCount(total, PAGE_SIZE);
  if (posts.length === 0) {
    return (
      <div css={messageBox}>
        <h2>{listCopy.emptyTitle}</h2>
        {total > 0 ? (
          // A page number past the last page.
          <>
            <p>{listCopy.pastLastPage(totalPages)}</p>
            <ListLink to={withPage(pageState, 1)}>{listCopy.firstPage}</ListLink>
          </>
        ) : filtersActive ? (
          <>
            <p>{listCopy.emptyWithFilters}</p>
            <ClearFilters />
          </>
        ) : (
          <p>{listCopy.emptyWithoutFilters}</p>
        )}
      </div>
    );
  }

  const first = (pageState.page - 1) * PAGE_SIZE + 1;
  return (
    <>
      {/* One live region whose words change: assistive technology reads out a region that changes, not one that arrives. */}
      <p css={summaryStyle} aria-live="polite" tabIndex={-1} data-list-summary="">
        {listCopy.showing(first, first + posts.length - 1, total)}
      </p>
      <ul css={gridStyle}>
        {posts.map((post, index) => (
          <li key={post.id} css={index === 0 ? featuredItem : undefined}>
            <BlogCard post={post} eager={index === 0} featured={index === 0} inIsland />
          </li>
        ))}
      </ul>
      <PaginationNav state={pageState} totalPages={totalPages} />
    </>
  );
}

function ListError() {
  const { retry } = useListActions();
  return (
    <div role="alert" css={errorBox}>
      <p>{listCopy.error}</p>
      <Button variant="ghost" data-needs-scripts="" data-list-retry="" onClick={retry}>
        {listCopy.retry}
      </Button>
    </div>
  );
}

function ClearFilters() {
  const clear = useChangeButton(clearFilters);
  return (
    <Button variant="secondary" data-needs-scripts="" data-list-clear="" {...clear}>
      {listCopy.clearFilters}
    </Button>
  );
}
