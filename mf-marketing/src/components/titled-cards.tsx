// Short cards of a title and a sentence or two (values, reasons, kinds of event), as a card grid;
// each page gives the cards its own look.
import type { SerializedStyles } from '@emotion/react';
import { CardGrid, type CardGridColumns } from '@pv/shared/ui/card-grid';

export interface TitledCard {
  title: string;
  text: string;
}

export interface TitledCardsProps {
  items: readonly TitledCard[];
  /** The list's accessible name. */
  label: string;
  columns?: CardGridColumns;
  cardCss: SerializedStyles;
}

export function TitledCards({ items, label, columns, cardCss }: TitledCardsProps) {
  return (
    <CardGrid columns={columns} aria-label={label}>
      {items.map((item) => (
        <div key={item.title} css={cardCss}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </div>
      ))}
    </CardGrid>
  );
}
