import { memo, useId } from 'react';
import { css } from '@emotion/react';
import { colors, fonts, layout, mq, radii } from '@pv/shared/theme/tokens';
import type { Facet } from '../api/types';
import { listCopy } from '../content/blog-copy';
import type { ListState } from './list-state';
import { raisedPanel } from '@pv/shared/ui/surfaces';

export const FILTER_LIST_MAX_HEIGHT = '16rem';

const panelStyle = css(raisedPanel, {
  padding: '1.25rem',
  [mq.lg]: {
    position: 'sticky',
    top: `calc(${layout.headerHeight} + 1.5rem)`,
    maxHeight: `calc(100vh - ${layout.headerHeight} - 3rem)`,
    overflowY: 'auto',
  },
});

const panelHeader = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  marginBottom: '1rem',
  h2: { margin: 0, fontSize: '1.25rem' },
});

export const textButton = css({
  border: 0,
  background: 'none',
  padding: '0.35rem 0.25rem',
  minHeight: 32,
  color: colors.teal,
  fontWeight: 600,
  fontSize: '0.9rem',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { color: colors.navy },
});

const sectionLabel = css({
  margin: '0 0 0.6rem',
  padding: 0,
  fontFamily: fonts.body,
  fontSize: '0.78rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: colors.inkMuted,
});

const groupStyle = css({
  border: 0,
  borderTop: `1px solid ${colors.line}`,
  margin: '1rem 0 0',
  padding: '1rem 0 0',
  minWidth: 0,
  legend: { float: 'left', width: '100%' },
  'legend + *': { clear: 'both' },
});

const optionList = css({
  listStyle: 'none',
  margin: 0,
  padding: '0 0.25rem 0 0',
  maxHeight: FILTER_LIST_MAX_HEIGHT,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

const optionStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  padding: '0.3rem 0',
  minHeight: 36,
  fontSize: '0.95rem',
  cursor: 'pointer',
  input: { width: '1.05rem', height: '1.05rem', margin: 0, accentColor: colors.teal, cursor: 'pointer', flex: '0 0 auto' },
  '.count': {
    marginLeft: 'auto',
    minWidth: '1.75rem',
    padding: '0 0.4rem',
    borderRadius: radii.pill,
    background: colors.paper,
    color: colors.inkMuted,
    fontSize: '0.78rem',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
});

const badgeList = css({ display: 'flex', flexWrap: 'wrap', gap: '0.4rem', listStyle: 'none', margin: 0, padding: 0 });

const badgeStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  maxWidth: '100%',
  minHeight: 32,
  padding: '0.25rem 0.55rem 0.25rem 0.7rem',
  border: `1px solid ${colors.navy}`,
  borderRadius: radii.pill,
  background: colors.navy,
  color: colors.white,
  fontSize: '0.82rem',
  fontWeight: 600,
  cursor: 'pointer',
  span: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  svg: { flex: '0 0 auto', opacity: 0.8 },
  '&:hover': { background: colors.navySoft },
});

function CloseIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Renders again only when its options, its selection or its handler change. */
const CheckboxGroup = memo(
  CheckboxGroupView,
  (a, b) => a.legend === b.legend && a.facets === b.facets && a.onToggle === b.onToggle && sameValues(a.selected, b.selected),
);

function CheckboxGroupView({
  legend,
  facets,
  selected,
  onToggle,
}: {
  legend: string;
  facets: readonly Facet[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset css={groupStyle}>
      <legend css={sectionLabel}>{legend}</legend>
      <ul css={optionList} data-testid={`${legend.toLowerCase()}-options`}>
        {facets.map((facet) => (
          <li key={facet.value}>
            <label css={optionStyle}>
              <input type="checkbox" checked={selected.includes(facet.value)} onChange={() => onToggle(facet.value)} />
              <span>{facet.value}</span>
              <span className="count" aria-hidden="true">
                {facet.count}
              </span>
              <span className="visually-hidden"> ({listCopy.postCount(facet.count)})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export interface FilterActions {
  onToggleTag: (tag: string) => void;
  onToggleAuthor: (author: string) => void;
  onRemoveSearch: () => void;
  onRemoveTag: (tag: string) => void;
  onRemoveAuthor: (author: string) => void;
  onClear: () => void;
}

interface FilterPanelProps extends FilterActions {
  id: string;
  state: ListState;
  active: boolean;
  tags: readonly Facet[];
  authors: readonly Facet[];
}

/** The Filters panel: Clear and the Active Filters badges while a filter is on, then Topics and Authors. */
export function FilterPanel({ id, state, active, tags, authors, ...actions }: FilterPanelProps) {
  const activeId = useId();
  return (
    <div id={id} css={panelStyle} data-testid="filter-panel">
      <div css={panelHeader}>
        <h2>{listCopy.filtersTitle}</h2>
        {active ? (
          <button type="button" css={textButton} onClick={actions.onClear}>
            {listCopy.clear}
          </button>
        ) : null}
      </div>
      {active ? (
        <div css={css({ borderTop: `1px solid ${colors.line}`, paddingTop: '1rem' })}>
          <h3 id={activeId} css={sectionLabel}>
            {listCopy.activeFilters}
          </h3>
          <ul css={badgeList} aria-labelledby={activeId}>
            {state.q ? (
              <li>
                <button
                  type="button"
                  css={badgeStyle}
                  aria-label={listCopy.removeFilter('search', state.q)}
                  onClick={actions.onRemoveSearch}
                >
                  <span>{listCopy.searchBadge(state.q)}</span>
                  <CloseIcon />
                </button>
              </li>
            ) : null}
            {state.tags.map((tag) => (
              <li key={`tag:${tag}`}>
                <button
                  type="button"
                  css={badgeStyle}
                  aria-label={listCopy.removeFilter('topic', tag)}
                  onClick={() => actions.onRemoveTag(tag)}
                >
                  <span>{tag}</span>
                  <CloseIcon />
                </button>
              </li>
            ))}
            {state.authors.map((author) => (
              <li key={`author:${author}`}>
                <button
                  type="button"
                  css={badgeStyle}
                  aria-label={listCopy.removeFilter('author', author)}
                  onClick={() => actions.onRemoveAuthor(author)}
                >
                  <span>{author}</span>
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {tags.length > 0 ? (
        <CheckboxGroup legend={listCopy.topics} facets={tags} selected={state.tags} onToggle={actions.onToggleTag} />
      ) : null}
      {authors.length > 0 ? (
        <CheckboxGroup legend={listCopy.authors} facets={authors} selected={state.authors} onToggle={actions.onToggleAuthor} />
      ) : null}
    </div>
  );
}
