// The cards of an event series and of a past flagship event, on the events page and in the
// community page's events tab.
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';
import { card, cardActions, cardFigure, cardLabel, checkList, factList } from '../lib/card-styles';
import type { EventSeries, FlagshipEvent } from './events-content';

const pastBadge = css(cardLabel, { background: '#ECE7DD', color: colors.inkMuted });

const figureLine = css({ display: 'flex', alignItems: 'baseline', gap: '0.5rem', color: colors.inkMuted, fontWeight: 600 });

export function EventSeriesCard({
  series,
  headingLevel = 3,
  children,
}: {
  series: EventSeries;
  headingLevel?: 3 | 4;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article css={card} aria-labelledby={`${series.id}-title`}>
      <p css={cardLabel}>{series.type}</p>
      <Heading id={`${series.id}-title`} css={css({ fontSize: '1.25rem', margin: 0 })}>
        {series.title}
      </Heading>
      <p>{series.description}</p>
      <dl css={factList}>
        <dt>When</dt>
        <dd>
          {series.schedule}, {series.time}
        </dd>
        <dt>Where</dt>
        <dd>{series.location}</dd>
        <dt>Places</dt>
        <dd>{series.spots}</dd>
      </dl>
      {children ? <div css={cardActions}>{children}</div> : null}
    </article>
  );
}

export function FlagshipEventCard({
  event,
  pastLabel: label,
  heldLabel,
  headingLevel = 3,
}: {
  event: FlagshipEvent;
  pastLabel: string;
  heldLabel: string;
  headingLevel?: 3 | 4 | 5;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article id={event.id} css={card} aria-labelledby={`${event.id}-title`}>
      <p css={pastBadge}>{label}</p>
      <Heading id={`${event.id}-title`} css={css({ fontSize: '1.35rem', margin: 0 })}>
        {event.title}
      </Heading>
      <p css={css({ color: colors.inkMuted })}>
        {heldLabel} <time dateTime={event.startDate.slice(0, 10)}>{event.dateLabel}</time> · {event.location.name}
      </p>
      <p css={figureLine}>
        <span css={cardFigure}>{event.figure}</span> {event.figureLabel}
      </p>
      <p>{event.description}</p>
      <ul css={checkList}>
        {event.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </article>
  );
}
