import { pageCount, paginationItems } from './pagination';

describe('paginationItems (docs/behaviour.md, "Blog")', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first five, a gap and the last when the current page is 3 or below', () => {
    expect(paginationItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(paginationItems(3, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(paginationItems(2, 112)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 112]);
  });

  it('shows the first, a gap and the last five within 2 of the end', () => {
    expect(paginationItems(6, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
    expect(paginationItems(8, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
    expect(paginationItems(110, 112)).toEqual([1, 'ellipsis', 108, 109, 110, 111, 112]);
  });

  it('shows the first, a gap, the current page with its neighbours, a gap and the last otherwise', () => {
    expect(paginationItems(4, 8)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 8]);
    expect(paginationItems(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 8]);
    expect(paginationItems(50, 112)).toEqual([1, 'ellipsis', 49, 50, 51, 'ellipsis', 112]);
    expect(paginationItems(109, 112)).toEqual([1, 'ellipsis', 108, 109, 110, 'ellipsis', 112]);
  });

  it('treats a page past the end like the last pages', () => {
    expect(paginationItems(99, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });
});

describe('pageCount', () => {
  it('counts pages of 9', () => {
    expect(pageCount(0, 9)).toBe(0);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(1016, 9)).toBe(113);
  });
});
