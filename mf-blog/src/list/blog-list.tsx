// The blog list, /blog's island (docs/decisions/0033-blog-list-react-island.md): search, sort,
// Topics and Authors filters and the page of posts, all from the URL's query. The server renders
// it for the request's state with the data its page loaded; the browser hydrates it at load with
// that data (the page state carries it) and moves it from state to state in the page
// (use-list-navigation.ts), reading each new state's page from the site as JSON.
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { island } from '@pv/shared/islands/island';
import { Container } from '@pv/shared/ui/layout';
import { Button } from '@pv/shared/ui/button';
import { withoutScriptsOnly } from '@pv/shared/ui/scripting';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import { blogFacetsQueryOptions } from '../api/list-queries';
import { listCopy } from '../content/blog-copy';
import { FilterPanel } from './filter-panel';
import { ListActionsContext, type ListActions } from './list-actions';
import type { ListParts } from './list-focus';
import { hasActiveFilters, PARAM, parseListState, serializeListState, type ListState } from './list-state';
import { ListResults } from './list-results';
import { SearchBox, SortSelect } from './search-controls';
import { useListNavigation } from './use-list-navigation';

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

export interface BlogListProps {
  /** The list's path (`/blog`): its states are this path's queries. */
  path: string;
  /** The state the page was rendered for: the request's query, in its one form (`serializeListState`). */
  query: string;
  /** The site's name, for the document's title as the page number changes. */
  brand: string;
}

/**
 * After a change is on screen, every control shows its state: a box the visitor ticked for a change
 * that another replaced, the sort chosen before Back, or what the browser restored after a reload.
 * The boxes and the sort are the browser's to change at once (no render before the new page is
 * in); their state is the list's.
 */
function showStateInControls(root: HTMLElement | null, state: ListState) {
  if (!root) return;
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
    const selected = box.name === PARAM.tag ? state.tags : box.name === PARAM.author ? state.authors : [];
    // Set only where it differs: each set is a change of the page's style to work out again.
    if (box.checked !== selected.includes(box.value)) box.checked = !box.checked;
  }
  const sort = root.querySelector<HTMLSelectElement>('select[data-list-sort]');
  if (sort && sort.value !== state.sort) sort.value = state.sort;
}

function BlogList({ path, query, brand }: BlogListProps) {
  const root = useRef<HTMLDivElement>(null);
  const parts = useRef<ListParts>({ panel: null, results: null });
  const [initial] = useState(() => parseListState(new URLSearchParams(query)));
  const list = useListNavigation({ path, initial, parts });
  const { state } = list;
  const facets = useQuery(blogFacetsQueryOptions());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const active = hasActiveFilters(state);
  const activeCount = (state.q ? 1 : 0) + state.tags.length + state.authors.length;
  const actions = useMemo<ListActions>(
    () => ({ change: list.change, askAhead: list.askAhead, retry: list.retry, hrefFor: (next) => `${path}${serializeListState(next)}` }),
    [list.change, list.askAhead, list.retry, path],
  );

  useLayoutEffect(() => {
    parts.current = {
      panel: root.current?.querySelector('[data-list-panel]') ?? null,
      results: root.current?.querySelector('[data-list-results]') ?? null,
    };
    showStateInControls(root.current, state);
    document.title = `${listCopy.metaTitle(state.page)} | ${brand}`;
  }, [state, brand]);

  // Escape closes the filters the button opened (small screens) and gives the focus back to it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !filtersOpen) return;
    setFiltersOpen(false);
    toggle.current?.focus();
  };

  return (
    <ListActionsContext.Provider value={actions}>
      <Container ref={root} onKeyDown={onKeyDown}>
        <div css={toolbar}>
          <SearchBox state={state} />
          <SortSelect value={state.sort} searching={state.q !== ''} form={panelId} />
          <button
            ref={toggle}
            type="button"
            css={filtersToggle}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            data-needs-scripts=""
            data-filters-toggle=""
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
          <span css={toolbarApply}>
            <Button type="submit" form={panelId}>
              {listCopy.apply}
            </Button>
          </span>
        </div>
        <div css={layoutGrid}>
          <aside css={sidebar} aria-label={listCopy.filtersTitle} data-filters="" data-open={filtersOpen || undefined}>
            <FilterPanel id={panelId} state={state} active={active} tags={facets.data?.tags ?? []} authors={facets.data?.authors ?? []} />
          </aside>
          <ListResults state={state} view={list.view} dimmed={list.dimmed} filtersActive={active} />
        </div>
      </Container>
    </ListActionsContext.Provider>
  );
}

export default island('blog-list', BlogList, { queryCache: true });
