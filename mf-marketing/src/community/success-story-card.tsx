// A member's success story as a card: the community page's success tab, and the home page's teaser.
import { css } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';
import { card, cardLabel, cardTitle } from '../lib/card-styles';
import type { SuccessStory } from './community-content';

export function SuccessStoryCard({
  story,
  outcomeLabel,
  headingLevel = 4,
}: {
  story: SuccessStory;
  outcomeLabel: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article css={card}>
      <p css={cardLabel}>{story.program}</p>
      <Heading css={cardTitle}>{story.headline}</Heading>
      <p css={css({ color: colors.inkMuted, fontWeight: 600 })}>
        {story.company} · {story.founder}
      </p>
      <p>{story.story}</p>
      <p>
        <strong>{outcomeLabel}:</strong> {story.outcome}
      </p>
    </article>
  );
}
