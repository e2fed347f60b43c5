import {
  clearFilters,
  DEFAULT_LIST_STATE,
  hasActiveFilters,
  normalizeListState,
  parseListState,
  removeAuthor,
  removeTag,
  serializeListState,
  toggleAuthor,
  toggleTag,
  withPage,
  withSearch,
  withSort,
  type ListState,
} from './list-state';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('the list state in the URL', () => {
  it('is the default state for an empty query, and the default state has an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
    expect(serializeListState(DEFAULT_LIST_STATE)).toBe('');
  });

  it('reads every field, with repeatable tag and author', () => {
    expect(parse('q=pitch+deck&sort=title-asc&tag=Metrics&tag=Fundraising&author=Maya%20Okafor&page=3')).toEqual({
      q: 'pitch deck',
      sort: 'title-asc',
      tags: ['Fundraising', 'Metrics'],
      authors: ['Maya Okafor'],
      page: 3,
    });
  });

  it('round-trips any state through its URL', () => {
    const states: ListState[] = [
      { q: 'R&D = 100%?', sort: 'oldest', tags: ['Cap Table', 'Term Sheets'], authors: ['Daniel Reyes', 'Elena Voss'], page: 2 },
      { q: '', sort: 'title-desc', tags: ['A,B', 'quote"tag'], authors: [], page: 1 },
      { q: 'café', sort: 'newest', tags: [], authors: ['Tom Callahan'], page: 113 },
    ];
    for (const state of states) expect(parse(serializeListState(state).slice(1))).toEqual(state);
  });

  it('leaves defaults out of the URL and writes fields in a fixed order', () => {
    expect(serializeListState({ ...DEFAULT_LIST_STATE, page: 1, sort: 'newest', q: '  ' })).toBe('');
    expect(serializeListState({ q: 'x', sort: 'oldest', tags: ['b', 'a'], authors: ['z'], page: 2 })).toBe(
      '?q=x&sort=oldest&tag=a&tag=b&author=z&page=2',
    );
  });

  it('gives one state one URL: values are trimmed, de-duplicated and sorted', () => {
    expect(parse('q=%20%20pitch%20%20%20deck%20&tag=Metrics&tag=%20Metrics%20&tag=Boston&author=&tag=')).toEqual({
      ...DEFAULT_LIST_STATE,
      q: 'pitch deck',
      sort: 'relevance',
      tags: ['Boston', 'Metrics'],
    });
    expect(normalizeListState({ ...DEFAULT_LIST_STATE, tags: ['b', 'a', 'b'] }).tags).toEqual(['a', 'b']);
  });

  it.each(['sort=popular', 'sort=', 'page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=99999999'])('ignores the invalid %s', (query) => {
    expect(parse(query)).toEqual(DEFAULT_LIST_STATE);
  });

  it('orders a search by best match unless the URL names another order; best match needs a search', () => {
    expect(parse('q=deck').sort).toBe('relevance');
    expect(serializeListState({ ...DEFAULT_LIST_STATE, q: 'deck', sort: 'relevance' })).toBe('?q=deck');
    expect(parse('q=deck&sort=newest').sort).toBe('newest');
    expect(serializeListState({ ...DEFAULT_LIST_STATE, q: 'deck', sort: 'newest' })).toBe('?q=deck&sort=newest');
    expect(parse('sort=relevance')).toEqual(DEFAULT_LIST_STATE);
    expect(serializeListState({ ...DEFAULT_LIST_STATE, sort: 'relevance' })).toBe('');
  });

  it('bounds the search text', () => {
    expect(parse(`q=${'x'.repeat(500)}`).q).toHaveLength(100);
  });
});

describe('changing the list state', () => {
  const onPage4: ListState = { q: 'deck', sort: 'oldest', tags: ['Metrics'], authors: ['Maya Okafor'], page: 4 };

  it('goes back to page 1 on any change of search, sort, topics or authors', () => {
    expect(withSearch(onPage4, 'seed').page).toBe(1);
    expect(withSort(onPage4, 'title-asc').page).toBe(1);
    expect(toggleTag(onPage4, 'Boston').page).toBe(1);
    expect(toggleAuthor(onPage4, 'Elena Voss').page).toBe(1);
    expect(removeTag(onPage4, 'Metrics').page).toBe(1);
    expect(removeAuthor(onPage4, 'Maya Okafor').page).toBe(1);
    expect(clearFilters(onPage4).page).toBe(1);
  });

  it('adds a value that is not selected and removes one that is', () => {
    expect(toggleTag(onPage4, 'Boston').tags).toEqual(['Boston', 'Metrics']);
    expect(toggleTag(onPage4, 'Metrics').tags).toEqual([]);
    expect(toggleAuthor(onPage4, 'Elena Voss').authors).toEqual(['Elena Voss', 'Maya Okafor']);
    expect(toggleAuthor(onPage4, 'Maya Okafor').authors).toEqual([]);
  });

  it('clears search, topics and authors and keeps the sort', () => {
    expect(clearFilters(onPage4)).toEqual({ q: '', sort: 'oldest', tags: [], authors: [], page: 1 });
    expect(clearFilters({ ...onPage4, sort: 'relevance' }).sort).toBe('newest');
  });

  it('gives a search in the default order the best-match order, and keeps an order the visitor chose', () => {
    expect(withSearch(DEFAULT_LIST_STATE, 'deck').sort).toBe('relevance');
    expect(withSearch(withSearch(DEFAULT_LIST_STATE, 'deck'), 'pitch deck').sort).toBe('relevance');
    expect(withSearch(withSearch(DEFAULT_LIST_STATE, 'deck'), '').sort).toBe('newest');
    expect(withSearch(onPage4, 'seed').sort).toBe('oldest');
    expect(withSearch({ ...onPage4, sort: 'newest' }, 'seed').sort).toBe('newest');
    expect(withSearch({ ...onPage4, sort: 'newest' }, '').sort).toBe('newest');
  });

  it('knows when a filter is active (the sort is not a filter)', () => {
    expect(hasActiveFilters(DEFAULT_LIST_STATE)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, sort: 'oldest', page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, q: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, tags: ['x'] })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, authors: ['x'] })).toBe(true);
  });

  it('moves to a page and nowhere below the first', () => {
    expect(withPage(onPage4, 7).page).toBe(7);
    expect(withPage(onPage4, 0).page).toBe(1);
    expect(withPage(onPage4, 7)).toMatchObject({ q: 'deck', tags: ['Metrics'] });
  });
});
