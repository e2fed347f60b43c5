// Grids with no holes: a row of cards is never left with an empty slot at its end. For `count`
// cards and at most `max` per row, the grid takes the largest column count up to `max` that
// divides `count`; when none does, the cards of the last row share its whole width (3 + 2 becomes
// three thirds, then two halves). Used by the card grids and the figures of every page.
import { css, type SerializedStyles } from '@emotion/react';
import { mq } from '@pv/shared/theme/tokens';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export interface BalancedColumns {
  /** Grid tracks. */
  tracks: number;
  /** How many tracks the card at `index` spans. */
  spanOf: (index: number) => number;
}

export function balancedColumns(count: number, max: number): BalancedColumns {
  const one = { spanOf: () => 1 };
  if (count <= max || max <= 1) return { tracks: Math.max(Math.min(count, max), 1), ...one };
  for (let columns = max; columns >= 2; columns -= 1) {
    if (count % columns === 0) return { tracks: columns, ...one };
  }
  const lastRow = count % max;
  const tracks = (max * lastRow) / gcd(max, lastRow);
  return { tracks, spanOf: (index) => (index >= count - lastRow ? tracks / lastRow : tracks / max) };
}

/** The most cards in a row on phones, from the medium breakpoint and from the large one. */
export interface ColumnsPerWidth {
  base: number;
  md: number;
  lg: number;
}

/** The grid's columns and each card's span, at every width. */
export function balancedGrid(count: number, max: ColumnsPerWidth): { tracks: SerializedStyles; cell: (index: number) => SerializedStyles } {
  const widths = { base: balancedColumns(count, max.base), md: balancedColumns(count, max.md), lg: balancedColumns(count, max.lg) };
  const template = (columns: BalancedColumns) => `repeat(${columns.tracks}, minmax(0, 1fr))`;
  const span = (columns: BalancedColumns, index: number) => `span ${columns.spanOf(index)}`;
  return {
    tracks: css({
      gridTemplateColumns: template(widths.base),
      [mq.md]: { gridTemplateColumns: template(widths.md) },
      [mq.lg]: { gridTemplateColumns: template(widths.lg) },
    }),
    cell: (index) =>
      css({
        gridColumn: span(widths.base, index),
        [mq.md]: { gridColumn: span(widths.md, index) },
        [mq.lg]: { gridColumn: span(widths.lg, index) },
      }),
  };
}
