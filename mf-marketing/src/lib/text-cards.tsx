// Cards of a heading and a sentence, side by side: benefits, requirements.
import { css } from '@emotion/react';
import { CardGrid, type CardGridColumns } from '@pv/shared/ui/card-grid';
import { colors, fonts } from '@pv/shared/theme/tokens';
import { card } from './card-styles';

export interface TextCard {
  title: string;
  text: string;
}

const titleStyle = css({ fontFamily: fonts.heading, color: colors.navy, fontSize: '1.2rem', lineHeight: 1.25 });

export function TextCards({
  items,
  label,
  columns = 3,
  headingLevel = 3,
}: {
  items: readonly TextCard[];
  label: string;
  columns?: CardGridColumns;
  headingLevel?: 3 | 4 | 5;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <CardGrid columns={columns} aria-label={label}>
      {items.map((item) => (
        <article key={item.title} css={card}>
          <Heading css={titleStyle}>{item.title}</Heading>
          <p>{item.text}</p>
        </article>
      ))}
    </CardGrid>
  );
}
