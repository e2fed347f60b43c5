import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import { SORT_OPTIONS, type SortOption } from '../config/blog';
import { listCopy } from '../content/blog-copy';
import { PARAM, serializeListState, type ListState } from './list-state';

const fieldStyle = css({
  width: '100%',
  minHeight: 48,
  padding: '0.7rem 1rem',
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  background: colors.white,
  color: colors.ink,
  fontSize: '1rem',
  '&:focus-visible': { outline: `3px solid ${colors.amber}`, outlineOffset: '1px', borderColor: colors.navy },
});

const searchWrap = css({
  position: 'relative',
  flex: '1 1 18rem',
  svg: { position: 'absolute', left: '0.95rem', top: '50%', transform: 'translateY(-50%)', color: colors.inkMuted, pointerEvents: 'none' },
  input: { paddingLeft: '2.75rem' },
  'input::-webkit-search-cancel-button': { cursor: 'pointer' },
});

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * What a new search keeps of the list's state where no script runs: the topics, the authors and a
 * sort the visitor chose (not the default, which a search turns into best match), as the list's
 * script keeps them (`withSearch`). Inside `noscript`: where scripts run they are not in the form.
 */
function KeptWithSearch({ state }: { state: ListState }) {
  const kept = Array.from(new URLSearchParams(serializeListState(state))).filter(([name]) => name !== PARAM.q && name !== PARAM.page);
  if (kept.length === 0) return null;
  return (
    <noscript>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </noscript>
  );
}

/**
 * The search box: a form that loads the list with `?q=` (and the rest of its state) without
 * scripts. The list's script (blog-list-start.ts) sends what is typed after a short pause, or at
 * once on Enter.
 */
export function SearchBox({ state }: { state: ListState }) {
  const inputId = useId();
  return (
    <form role="search" aria-label={listCopy.searchLabel} css={searchWrap} method="get" data-list-search="">
      <KeptWithSearch state={state} />
      <label htmlFor={inputId} className="visually-hidden">
        {listCopy.searchLabel}
      </label>
      <SearchIcon />
      <input
        id={inputId}
        type="search"
        name="q"
        defaultValue={state.q}
        placeholder={listCopy.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        css={fieldStyle}
      />
      <button type="submit" className="visually-hidden">
        {listCopy.searchSubmit}
      </button>
    </form>
  );
}

const sortWrap = css({
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  flex: '1 1 9rem',
  // Beside the Filters button on a 320 px phone the select is about 150 px wide: narrower padding
  // keeps "Newest first" whole.
  select: { width: '100%', paddingLeft: '0.75rem', paddingRight: '2rem', cursor: 'pointer' },
  // Small screens: the select says what it sorts by; the label stays for assistive technology.
  label: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    fontSize: '0.9rem',
    fontWeight: 600,
    color: colors.navy,
  },
  [mq.lg]: {
    flex: '0 0 auto',
    select: { width: 'auto', paddingLeft: '1rem', paddingRight: '2.25rem' },
    label: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
});

interface SortSelectProps {
  value: SortOption;
  /** Best match is an order for a search only. */
  searching: boolean;
  /** The id of the list's form, which sends the sort where no script runs. */
  form: string;
}

/** The order of the list; the list's script moves the list when it changes. */
export function SortSelect({ value, searching, form }: SortSelectProps) {
  const id = useId();
  return (
    <div css={sortWrap}>
      <label htmlFor={id}>{listCopy.sortLabel}</label>
      <select id={id} name={PARAM.sort} form={form} defaultValue={value} css={fieldStyle} data-list-sort="">
        {SORT_OPTIONS.filter((option) => searching || option !== 'relevance').map((option) => (
          <option key={option} value={option}>
            {listCopy.sortOptions[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
