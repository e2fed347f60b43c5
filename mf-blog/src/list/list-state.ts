// The whole state of the blog list lives in the URL query: shareable, back-button friendly, and
// what the server renders for that URL. Defaults are left out of the URL; values are normalised
// (trimmed, de-duplicated, sorted) so that one state has one URL and one cache key.
import {
  DEFAULT_SEARCH_SORT,
  DEFAULT_SORT,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  MAX_SELECTED_VALUES,
  SORT_OPTIONS,
  type SortOption,
} from '../config/blog';

export interface ListState {
  /** Search text, trimmed and with single spaces. */
  q: string;
  sort: SortOption;
  /** Selected topics: a post matches if it has any of them. */
  tags: string[];
  /** Selected authors: a post matches if it is by any of them. */
  authors: string[];
  /** 1-based. */
  page: number;
}

export const DEFAULT_LIST_STATE: ListState = { q: '', sort: DEFAULT_SORT, tags: [], authors: [], page: 1 };

export const PARAM = { q: 'q', sort: 'sort', tag: 'tag', author: 'author', page: 'page' } as const;

export const isSortOption = (value: string | null): value is SortOption => (SORT_OPTIONS as readonly (string | null)[]).includes(value);

export const normalizeSearch = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim();

/** The order of a list nobody chose one for: best match first with a search, else newest first. */
export const defaultSort = (q: string): SortOption => (q === '' ? DEFAULT_SORT : DEFAULT_SEARCH_SORT);

/** The sort a list with this search can have: best match only with a search. */
const possibleSort = (q: string, sort: SortOption): SortOption => (sort === 'relevance' && q === '' ? DEFAULT_SORT : sort);

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function normalizeValues(values: readonly string[]): string[] {
  const cleaned = values.map((value) => value.replace(/\s+/g, ' ').trim()).filter((value) => value !== '' && value.length <= 100);
  return [...new Set(cleaned)].sort(byCodeUnit).slice(0, MAX_SELECTED_VALUES);
}

function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function parseListState(search: URLSearchParams): ListState {
  const q = normalizeSearch(search.get(PARAM.q) ?? '');
  const sort = search.get(PARAM.sort);
  return {
    q,
    sort: isSortOption(sort) ? possibleSort(q, sort) : defaultSort(q),
    tags: normalizeValues(search.getAll(PARAM.tag)),
    authors: normalizeValues(search.getAll(PARAM.author)),
    page: parsePage(search.get(PARAM.page)),
  };
}

/** `?q=...&sort=...&tag=...&author=...&page=...`, defaults omitted; '' for the default state. */
export function serializeListState(state: ListState): string {
  const params = new URLSearchParams();
  const q = normalizeSearch(state.q);
  if (q) params.set(PARAM.q, q);
  const sort = possibleSort(q, state.sort);
  if (sort !== defaultSort(q)) params.set(PARAM.sort, sort);
  for (const tag of normalizeValues(state.tags)) params.append(PARAM.tag, tag);
  for (const author of normalizeValues(state.authors)) params.append(PARAM.author, author);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The same state in its one normal form (what parsing its URL gives). */
export const normalizeListState = (state: ListState) => parseListState(new URLSearchParams(serializeListState(state)));

export const hasActiveFilters = (state: ListState) => state.q !== '' || state.tags.length > 0 || state.authors.length > 0;

const toggle = (values: readonly string[], value: string) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

// Every change of what is shown starts again at page 1 (docs/behaviour.md, "Blog").
/** A new search; a list in its default order takes the new search's (best match first, or newest). */
export function withSearch(state: ListState, q: string): ListState {
  const next = normalizeSearch(q);
  const sort = state.sort === defaultSort(state.q) ? defaultSort(next) : possibleSort(next, state.sort);
  return { ...state, q: next, sort, page: 1 };
}
export const withSort = (state: ListState, sort: SortOption): ListState => ({ ...state, sort, page: 1 });
export const toggleTag = (state: ListState, tag: string): ListState => ({
  ...state,
  tags: normalizeValues(toggle(state.tags, tag)),
  page: 1,
});
export const toggleAuthor = (state: ListState, author: string): ListState => ({
  ...state,
  authors: normalizeValues(toggle(state.authors, author)),
  page: 1,
});
export const removeTag = (state: ListState, tag: string): ListState => ({ ...state, tags: state.tags.filter((t) => t !== tag), page: 1 });
export const removeAuthor = (state: ListState, author: string): ListState => ({
  ...state,
  authors: state.authors.filter((a) => a !== author),
  page: 1,
});
/** Clear Filters: search, topics and authors emptied; the sort stays (but best match, which needs a search). */
export const clearFilters = (state: ListState): ListState => ({ ...withSearch(state, ''), tags: [], authors: [] });
export const withPage = (state: ListState, page: number): ListState => ({
  ...state,
  page: Math.min(Math.max(1, Math.trunc(page)), MAX_PAGE),
});
