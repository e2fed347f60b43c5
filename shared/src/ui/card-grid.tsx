// Cards side by side: a list (screen readers say how many), one column on phones, two from the
// medium breakpoint, up to `columns` from the large one, with no row left with a hole
// (balanced-grid.ts). Every card of a row has the row's height.
import { Children, isValidElement, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { mq } from '@pv/shared/theme/tokens';
import { balancedGrid } from '@pv/shared/ui/balanced-grid';

export type CardGridColumns = 2 | 3 | 4;

const gridStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1rem',
  [mq.md]: { gap: '1.5rem' },
  '& > li': { display: 'flex', flexDirection: 'column', minWidth: 0 },
  '& > li > *': { flexGrow: 1 },
});

// Each card spans `rows` rows of the grid and lays its parts out on them (a subgrid), so the same
// part of every card in a row starts at the same height: the prices of the program cards.
const alignedRows = (rows: number) =>
  css({
    '& > li': { display: 'grid', gridRow: `span ${rows}`, gridTemplateRows: 'subgrid', rowGap: 0 },
    '& > li > *': { display: 'grid', gridRow: `span ${rows}`, gridTemplateRows: 'subgrid' },
  });

export interface CardGridProps {
  /** The cards, one list item each. */
  children: ReactNode;
  /** The parts of every card, to line them up across a row (each card's element lays out that many children). */
  rows?: number;
  /** Columns from the large breakpoint on (default 3). */
  columns?: CardGridColumns;
  className?: string;
  'aria-label'?: string;
}

export function CardGrid({ children, columns = 3, rows, className, 'aria-label': label }: CardGridProps) {
  const cards = Children.toArray(children);
  const grid = balancedGrid(cards.length, { base: 1, md: Math.min(columns, 2), lg: columns });
  return (
    // `role="list"` keeps list semantics where a browser drops them for a list without markers.
    <ul role="list" css={[gridStyle, grid.tracks, rows && alignedRows(rows)]} className={className} aria-label={label}>
      {cards.map((card, index) => (
        <li key={isValidElement(card) ? card.key : index} css={grid.cell(index)}>
          {card}
        </li>
      ))}
    </ul>
  );
}
