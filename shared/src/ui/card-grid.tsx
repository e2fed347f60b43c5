// Cards side by side: a list (screen readers say how many), one column on phones, two from the
// medium breakpoint, up to `columns` from the large one. Every card of a row has the row's height.
import { Children, isValidElement, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { mq } from '@pv/shared/theme/tokens';

export type CardGridColumns = 2 | 3 | 4;

const gridStyle = (columns: CardGridColumns) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '1rem',
    [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1.5rem' },
    [mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
    '& > li': { display: 'flex', flexDirection: 'column', minWidth: 0 },
    '& > li > *': { flexGrow: 1 },
  });

export interface CardGridProps {
  /** The cards, one list item each. */
  children: ReactNode;
  /** Columns from the large breakpoint on (default 3). */
  columns?: CardGridColumns;
  className?: string;
  'aria-label'?: string;
}

export function CardGrid({ children, columns = 3, className, 'aria-label': label }: CardGridProps) {
  return (
    // `role="list"` keeps list semantics where a browser drops them for a list without markers.
    <ul role="list" css={gridStyle(columns)} className={className} aria-label={label}>
      {Children.toArray(children).map((card, index) => (
        <li key={isValidElement(card) ? card.key : index}>{card}</li>
      ))}
    </ul>
  );
}
