import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import { SEARCH_DEBOUNCE_MS, SEARCH_PREFETCH_MS, SORT_OPTIONS, type SortOption } from '../config/blog';
import { listCopy } from '../content/blog-copy';
import { useListActions } from './list-actions';
import { isSortOption, normalizeSearch, PARAM, serializeListState, withSearch, withSort, type ListState } from './list-state';

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
 * What is typed moves the list once typing pauses for SEARCH_DEBOUNCE_MS, or at once on Enter; a
 * pause of SEARCH_PREFETCH_MS asks for the typed search's list ahead. The searches of one typing
 * (until the box loses the focus) make one history entry. The box shows the URL's search when it
 * changes otherwise (a badge, Back), never over what is being typed.
 */
function useTypedSearch(q: string) {
  const { change, askAhead } = useListActions();
  const input = useRef<HTMLInputElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  /** The search the URL has, or is about to have from the box. */
  const searched = useRef(q);
  /** The box's next search replaces the history entry of its previous one (the same typing). */
  const typing = useRef(false);

  const stopTimers = () => timers.current.splice(0).forEach(clearTimeout);
  const typed = () => normalizeSearch(input.current?.value ?? '');
  function commit() {
    stopTimers();
    const next = typed();
    if (next === searched.current) return;
    searched.current = next;
    change((latest) => withSearch(latest, next), { replace: typing.current });
    typing.current = true;
  }

  useLayoutEffect(() => {
    if (q === searched.current || !input.current) return;
    searched.current = q;
    input.current.value = q;
  }, [q]);
  useEffect(() => {
    // After a reload, or Back to this document, the browser may have restored what was typed before:
    // the box shows the URL's search, unless the visitor is typing in it already.
    const box = input.current;
    if (box && document.activeElement !== box && box.value !== searched.current) box.value = searched.current;
    return stopTimers;
  }, []);

  return {
    input,
    onInput: () => {
      stopTimers();
      timers.current.push(
        setTimeout(commit, SEARCH_DEBOUNCE_MS),
        setTimeout(() => {
          const next = typed();
          if (next !== searched.current) askAhead((latest) => withSearch(latest, next));
        }, SEARCH_PREFETCH_MS),
      );
    },
    onBlur: () => {
      typing.current = false;
    },
    onSubmit: (event: { preventDefault(): void }) => {
      event.preventDefault();
      commit();
    },
  };
}

/**
 * The search box: a form that loads the list with `?q=` (and the rest of its state) without
 * scripts; with them, what is typed moves the list (useTypedSearch).
 */
export function SearchBox({ state }: { state: ListState }) {
  const inputId = useId();
  const { input, onInput, onBlur, onSubmit } = useTypedSearch(state.q);
  return (
    <form role="search" aria-label={listCopy.searchLabel} css={searchWrap} method="get" data-list-search="" onSubmit={onSubmit}>
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
        ref={input}
        onInput={onInput}
        onBlur={onBlur}
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

/**
 * The order of the list. Opening it asks for every other order ahead; the list moves when one is
 * chosen. The select shows the choice at once; the list puts it in step with its state once a
 * change is on screen (blog-list.tsx), so nothing of the list renders before its new page is in.
 */
export function SortSelect({ value, searching, form }: SortSelectProps) {
  const id = useId();
  const { change, askAhead } = useListActions();
  return (
    <div css={sortWrap}>
      <label htmlFor={id}>{listCopy.sortLabel}</label>
      <select
        id={id}
        name={PARAM.sort}
        form={form}
        defaultValue={value}
        css={fieldStyle}
        data-list-sort=""
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          for (const option of event.currentTarget.options) {
            const sort = option.value;
            if (isSortOption(sort)) askAhead((latest) => withSort(latest, sort));
          }
        }}
        onChange={(event) => {
          const sort = event.currentTarget.value;
          if (isSortOption(sort)) change((latest) => withSort(latest, sort));
        }}
      >
        {SORT_OPTIONS.filter((option) => searching || option !== 'relevance').map((option) => (
          <option key={option} value={option}>
            {listCopy.sortOptions[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
