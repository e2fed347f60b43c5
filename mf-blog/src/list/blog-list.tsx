import { useId, type ComponentProps } from 'react';
import { css } from '@emotion/react';
import { scriptIsland } from '@pv/shared/islands/island';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
import { Container } from '@pv/shared/ui/layout';
import { Button } from '@pv/shared/ui/button';
import { withoutScriptsOnly } from '@pv/shared/ui/scripting';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import { useBlogFacets } from '../api/get-blog-facets';
import { listCopy } from '../content/blog-copy';
import { startBlogList } from './blog-list-start';
import { FilterPanel } from './filter-panel';
import { hasActiveFilters, parseListState, serializeListState, type ListState } from './list-state';
import { RESULTS_STATE } from './list-pages';
import { ListResults, ResultsContent } from './list-results';
import { SearchBox, SortSelect } from './search-controls';

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

/**
 * Without scripts, where the Filters button was: sends the list's form (search, sort and filters).
 * The wrapper shows it, so the button keeps the site's own class.
 */
const toolbarApply = css(withoutScriptsOnly('flex'), { order: 4, '& > button': { minHeight: 48 } });

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

/**
 * Below the large breakpoint the panel shows only when toggled open (`data-open`); from it on,
 * always. Without scripts, which the toggle needs, always.
 */
const sidebar = css({
  display: 'none',
  '&[data-open]': { display: 'block' },
  '@media (scripting: none)': { display: 'block' },
  [mq.lg]: { display: 'block', alignSelf: 'stretch' },
});

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
    </svg>
  );
}

/** The filter panel with the topics and authors it offers (the page's data). */
function Filters(props: Omit<ComponentProps<typeof FilterPanel>, 'tags' | 'authors'>) {
  const facets = useBlogFacets();
  return <FilterPanel {...props} tags={facets.data?.tags ?? []} authors={facets.data?.authors ?? []} />;
}

export interface BlogListProps {
  /** The server could not load the list's posts: it renders the error rather than skeletons. */
  failed?: boolean;
}

/**
 * Search, sort, Topics and Authors filters, and the page of posts, all from the URL: the island of
 * /blog, a script island. The server renders it for the URL's state, with the results' loading
 * and error views as templates; in the browser, blog-list-start.ts moves it to another state with
 * the server's HTML of that state.
 */
function BlogList({ failed = false }: BlogListProps) {
  const { pathname, search } = useSiteLocation();
  const state = parseListState(new URLSearchParams(search));
  const hrefFor = (next: ListState) => `${pathname}${serializeListState(next)}`;
  const panelId = useId();
  const active = hasActiveFilters(state);
  const activeCount = (state.q ? 1 : 0) + state.tags.length + state.authors.length;
  const viewProps = { state, filtersActive: active, hrefFor };

  return (
    <Container>
      <div css={toolbar}>
        <SearchBox state={state} />
        <SortSelect value={state.sort} searching={state.q !== ''} form={panelId} />
        <button
          type="button"
          css={filtersToggle}
          aria-expanded="false"
          aria-controls={panelId}
          data-needs-scripts=""
          data-filters-toggle=""
        >
          <FilterIcon />
          {listCopy.filtersToggle}
          {activeCount > 0 ? (
            <span className="count" aria-label={`${activeCount} active`}>
              {activeCount}
            </span>
          ) : null}
        </button>
        <span css={toolbarApply}>
          <Button type="submit" form={panelId}>
            {listCopy.apply}
          </Button>
        </span>
      </div>
      <div css={layoutGrid}>
        <aside css={sidebar} aria-label={listCopy.filtersTitle} data-filters="">
          <Filters id={panelId} state={state} active={active} />
        </aside>
        <ListResults {...viewProps} serverFailed={failed} />
      </div>
      <template data-list-view={RESULTS_STATE.loading}>
        <ResultsContent {...viewProps} view={{ kind: 'loading' }} />
      </template>
      <template data-list-view={RESULTS_STATE.error}>
        <ResultsContent {...viewProps} view={{ kind: 'error' }} />
      </template>
    </Container>
  );
}

export default scriptIsland('blog-list', BlogList, startBlogList);
