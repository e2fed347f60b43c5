import { memo, useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors, fonts, layout, mq, radii } from '@pv/shared/theme/tokens';
import type { Facet } from '../api/types';
import { listCopy } from '../content/blog-copy';
import { asksWhenPressed, useChangeButton, useListActions } from './list-actions';
import { clearFilters, PARAM, removeAuthor, removeTag, toggleAuthor, toggleTag, withSearch, type ListState } from './list-state';
import { raisedPanel } from '@pv/shared/ui/surfaces';
import { Button } from '@pv/shared/ui/button';
import { withoutScriptsOnly } from '@pv/shared/ui/scripting';

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

/** Without scripts, under the filters: the wrapper shows it, the button as wide as the panel (a grid item stretches). */
const applyRow = css(withoutScriptsOnly('grid'), { marginTop: '1.25rem' });

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

/** The list's state names a filter kind by the URL parameter it lives in. */
type FilterKind = typeof PARAM.tag | typeof PARAM.author;

/**
 * A topic or an author with its number of posts. Rendered again only when its box's state changes:
 * a change of the list re-renders the one or two boxes it ticks or unticks, not the whole panel.
 */
const FacetOption = memo(function FacetOption({ kind, facet, checked }: { kind: FilterKind; facet: Facet; checked: boolean }) {
  const { change, askAhead } = useListActions();
  const toggle = (latest: ListState) => (kind === PARAM.tag ? toggleTag(latest, facet.value) : toggleAuthor(latest, facet.value));
  return (
    <li>
      <label css={optionStyle} {...asksWhenPressed(askAhead, toggle)}>
        {/* Ticked as the server rendered it: the list puts each box in step with its state once a change is on screen. */}
        <input type="checkbox" name={kind} value={facet.value} defaultChecked={checked} onChange={() => change(toggle)} />
        <span>{facet.value}</span>
        <span className="count" aria-hidden="true">
          {facet.count}
        </span>
        <span className="visually-hidden"> ({listCopy.postCount(facet.count)})</span>
      </label>
    </li>
  );
});

function CheckboxGroup({
  legend,
  kind,
  facets,
  selected,
}: {
  legend: string;
  kind: FilterKind;
  facets: readonly Facet[];
  selected: readonly string[];
}) {
  return (
    <fieldset css={groupStyle}>
      <legend css={sectionLabel}>{legend}</legend>
      <ul css={optionList} data-testid={`${legend.toLowerCase()}-options`}>
        {facets.map((facet) => (
          <FacetOption key={facet.value} kind={kind} facet={facet} checked={selected.includes(facet.value)} />
        ))}
      </ul>
    </fieldset>
  );
}

/** The state without the filter a badge names. */
const withoutFilter = (kind: 'q' | FilterKind, value: string) => (latest: ListState) =>
  kind === PARAM.q ? withSearch(latest, '') : kind === PARAM.tag ? removeTag(latest, value) : removeAuthor(latest, value);

/** An active filter's badge: removes the filter it names (`data-remove-filter`, `data-value`). */
function Badge({ kind, value, label, children }: { kind: 'q' | FilterKind; value: string; label: string; children: ReactNode }) {
  const remove = useChangeButton(withoutFilter(kind, value));
  return (
    <li>
      <button type="button" css={badgeStyle} aria-label={label} data-remove-filter={kind} data-value={value} {...remove}>
        <span>{children}</span>
        <CloseIcon />
      </button>
    </li>
  );
}

interface FilterPanelProps {
  id: string;
  state: ListState;
  active: boolean;
  tags: readonly Facet[];
  authors: readonly Facet[];
}

/**
 * The Filters panel: Clear and the Active Filters badges while a filter is on, then Topics and
 * Authors; each control moves the list. It is the list's form too (`id`; the sort's select belongs
 * to it), sent by its Apply button where no script runs: Clear and the badges, which need one, are
 * not shown there. With scripts the form is never sent (Enter on a box sends nothing).
 */
export function FilterPanel({ id, state, active, tags, authors }: FilterPanelProps) {
  const activeId = useId();
  const clear = useChangeButton(clearFilters);
  return (
    <form id={id} method="get" css={panelStyle} data-testid="filter-panel" data-list-panel="" onSubmit={(event) => event.preventDefault()}>
      {state.q ? <input type="hidden" name={PARAM.q} value={state.q} /> : null}
      <div css={panelHeader}>
        <h2 tabIndex={-1}>{listCopy.filtersTitle}</h2>
        {active ? (
          <button type="button" css={textButton} data-needs-scripts="" data-list-clear="" {...clear}>
            {listCopy.clear}
          </button>
        ) : null}
      </div>
      {active ? (
        <div css={css({ borderTop: `1px solid ${colors.line}`, paddingTop: '1rem' })} data-needs-scripts="">
          <h3 id={activeId} css={sectionLabel}>
            {listCopy.activeFilters}
          </h3>
          <ul css={badgeList} aria-labelledby={activeId}>
            {state.q ? (
              <Badge kind="q" value={state.q} label={listCopy.removeFilter('search', state.q)}>
                {listCopy.searchBadge(state.q)}
              </Badge>
            ) : null}
            {state.tags.map((tag) => (
              <Badge key={`tag:${tag}`} kind="tag" value={tag} label={listCopy.removeFilter('topic', tag)}>
                {tag}
              </Badge>
            ))}
            {state.authors.map((author) => (
              <Badge key={`author:${author}`} kind="author" value={author} label={listCopy.removeFilter('author', author)}>
                {author}
              </Badge>
            ))}
          </ul>
        </div>
      ) : null}
      {tags.length > 0 ? <CheckboxGroup legend={listCopy.topics} kind={PARAM.tag} facets={tags} selected={state.tags} /> : null}
      {authors.length > 0 ? (
        <CheckboxGroup legend={listCopy.authors} kind={PARAM.author} facets={authors} selected={state.authors} />
      ) : null}
      <div css={applyRow}>
        <Button type="submit">{listCopy.apply}</Button>
      </div>
    </form>
  );
}
