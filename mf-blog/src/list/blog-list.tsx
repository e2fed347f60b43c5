import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { island } from '@pv/shared/islands/island';
import { documentTitle } from '@pv/shared/meta/head-tags';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { Container } from '@pv/shared/ui/layout';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import { warmUpBlogClient } from '../api/blog-data';
import { useBlogFacets } from '../api/get-blog-facets';
import type { SortOption } from '../config/blog';
import { listCopy } from '../content/blog-copy';
import { FilterPanel } from './filter-panel';
import {
  clearFilters,
  hasActiveFilters,
  parseListState,
  removeAuthor,
  serializeListState,
  removeTag,
  toggleAuthor,
  toggleTag,
  withSearch,
  withPage,
  withSort,
  type ListState,
} from './list-state';
import { ListResults } from './list-results';
import { SearchBox, SortSelect } from './search-controls';
import { useListHref, useListNavigation } from './use-list-navigation';

const toolbar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem 1rem',
  padding: '1.5rem 0',
  // Small screens: the search on its own row, then Filters and Sort side by side.
  '& > form': { flex: '1 1 100%' },
  '& > div': { order: 3, marginLeft: 'auto' },
  [mq.md]: { padding: '2rem 0 1.75rem' },
  [mq.lg]: { '& > form': { flex: '1 1 18rem' }, '& > div': { order: 0, marginLeft: 0 } },
});

const layoutGrid = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.5rem',
  alignItems: 'start',
  paddingBottom: '4rem',
  [mq.lg]: { gridTemplateColumns: '16.5rem minmax(0, 1fr)', gap: '2.25rem', paddingBottom: '5.5rem' },
});

const filtersToggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: 48,
  padding: '0 1rem',
  border: `1px solid ${colors.navy}`,
  borderRadius: radii.md,
  background: colors.white,
  color: colors.navy,
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-expanded="true"]': { background: colors.navy, color: colors.white },
  '.count': {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: 22,
    height: 22,
    borderRadius: radii.pill,
    background: colors.amber,
    color: colors.navyDeep,
    fontSize: '0.78rem',
  },
  [mq.lg]: { display: 'none' },
});

/** Below the large breakpoint the panel shows only when toggled open; from it on, always. */
const sidebar = (open: boolean) => css({ display: open ? 'block' : 'none', [mq.lg]: { display: 'block', alignSelf: 'stretch' } });

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
    </svg>
  );
}

/** The filter panel with the topics and authors it offers (its own query). */
function Filters(props: Omit<ComponentProps<typeof FilterPanel>, 'tags' | 'authors'>) {
  const facets = useBlogFacets();
  return <FilterPanel {...props} tags={facets.data?.tags ?? []} authors={facets.data?.authors ?? []} />;
}

/** The newest value, for callbacks that run later than the render that made them (a debounced search). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

/**
 * What the controls can do to the list, as functions that never change: they read the newest
 * state and navigation when called, so memoised controls do not render again for nothing.
 */
function useListActions(state: ListState) {
  const latest = useLatest(state);
  const go = useLatest(useListNavigation());
  const [actions] = useState(() => {
    // The URL moves once the page is in: a second change before then builds on the first.
    const moveTo = (next: ListState, options?: { replace: boolean }) => {
      latest.current = next;
      go.current(next, options);
    };
    const change = (update: (current: ListState) => ListState) => moveTo(update(latest.current));
    return {
      search: (q: string, options: { replace: boolean }) => moveTo(withSearch(latest.current, q), options),
      sort: (sort: SortOption) => change((current) => withSort(current, sort)),
      toggleTag: (tag: string) => change((current) => toggleTag(current, tag)),
      toggleAuthor: (author: string) => change((current) => toggleAuthor(current, author)),
      removeSearch: () => change((current) => withSearch(current, '')),
      removeTag: (tag: string) => change((current) => removeTag(current, tag)),
      removeAuthor: (author: string) => change((current) => removeAuthor(current, author)),
      clear: () => change(clearFilters),
      page: (page: number) => change((current) => withPage(current, page)),
    };
  });
  return actions;
}

/** The page's title follows the list's page number, which a change of the query moves in the page. */
function useDocumentTitle(page: number) {
  const config = useSiteConfig();
  useEffect(() => {
    document.title = documentTitle({ title: listCopy.metaTitle(page) }, config);
  }, [page, config]);
}

/**
 * Search, sort, Topics and Authors filters, and the page of posts, all from the URL: the island of
 * /blog. It reads the page's data cache (the server's first page of posts and the filter lists)
 * and asks the database itself for every other state.
 */
export interface BlogListProps {
  /**
   * The list state (serialised) the server could not load: it rendered the error for it, so the
   * browser shows the same until its own request for that state answers.
   */
  failedQuery?: string | null;
}

function BlogList({ failedQuery = null }: BlogListProps) {
  const { search } = useSiteLocation();
  const state = useMemo(() => parseListState(new URLSearchParams(search)), [search]);
  useDocumentTitle(state.page);
  const actions = useListActions(state);
  const hrefFor = useListHref();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const active = hasActiveFilters(state);
  const activeCount = (state.q ? 1 : 0) + state.tags.length + state.authors.length;

  // The visitor reaches for the controls: load the backend's client before the first change needs it.
  const config = useSiteConfig();
  const warmedUp = useRef(false);
  const warmUp = () => {
    if (warmedUp.current) return;
    warmedUp.current = true;
    warmUpBlogClient(config);
  };

  return (
    <Container
      onPointerEnter={warmUp}
      onFocus={warmUp}
      onTouchStart={warmUp}
      onKeyDown={(event) => {
        // Escape closes the filters the toggle opened (narrow screens) and gives the focus back to it.
        if (event.key !== 'Escape' || !filtersOpen) return;
        setFiltersOpen(false);
        filtersToggleRef.current?.focus();
      }}
    >
      <div css={toolbar}>
        <SearchBox value={state.q} onSearch={actions.search} />
        <SortSelect value={state.sort} searching={state.q !== ''} onChange={actions.sort} />
        <button
          ref={filtersToggleRef}
          type="button"
          css={filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon />
          {listCopy.filtersToggle}
          {activeCount > 0 ? (
            <span className="count" aria-label={`${activeCount} active`}>
              {activeCount}
            </span>
          ) : null}
        </button>
      </div>
      <div css={layoutGrid}>
        <aside css={sidebar(filtersOpen)} aria-label={listCopy.filtersTitle}>
          <Filters
            id={panelId}
            state={state}
            active={active}
            onToggleTag={actions.toggleTag}
            onToggleAuthor={actions.toggleAuthor}
            onRemoveSearch={actions.removeSearch}
            onRemoveTag={actions.removeTag}
            onRemoveAuthor={actions.removeAuthor}
            onClear={actions.clear}
          />
        </aside>
        <ListResults
          state={state}
          filtersActive={active}
          hrefFor={hrefFor}
          onClearFilters={actions.clear}
          onPage={actions.page}
          serverFailed={failedQuery === serializeListState(state)}
        />
      </div>
    </Container>
  );
}

export default island('blog-list', BlogList, { queryCache: true });
