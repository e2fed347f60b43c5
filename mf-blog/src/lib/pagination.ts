/** A page number, or a gap between page numbers. */
export type PageItem = number | 'ellipsis';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * docs/behaviour.md, "Blog", exactly: 7 or fewer pages shows all. Otherwise, when the current page is 3 or
 * below: first five, ellipsis, last. Within 2 of the end: first, ellipsis, last five. Otherwise:
 * first, ellipsis, current-1 to current+1, ellipsis, last.
 */
export function paginationItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return range(1, totalPages);
  if (current <= 3) return [...range(1, 5), 'ellipsis', totalPages];
  if (current >= totalPages - 2) return [1, 'ellipsis', ...range(totalPages - 4, totalPages)];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', totalPages];
}

export const pageCount = (total: number, pageSize: number) => Math.max(0, Math.ceil(total / pageSize));
