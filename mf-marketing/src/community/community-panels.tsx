// The panels of the community page's tabs, each from its words and lists: server HTML, never
// hydrated (the tab set works without React).
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { withThousands } from '@pv/shared/format/thousands';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';
import { StatTiles } from '@pv/shared/ui/stat-tiles';
import { colors } from '@pv/shared/theme/tokens';
import { EventSeriesCard, FlagshipEventCard } from '../events/event-cards';
import type { EventSeries, FlagshipEvent } from '../events/events-content';
import { card, cardActions, cardTitle, chip, chipList, factList } from '../lib/card-styles';
import { communityCopy, RATING_SCALE, type ForumCategory, type Mentor, type SuccessStory } from './community-content';
import { InitialsAvatar } from './initials-avatar';
import { TextCards } from '../lib/text-cards';
import { SuccessStoryCard } from './success-story-card';

export type CommunityPanelsCopy = Pick<typeof communityCopy, 'overview' | 'events' | 'forum' | 'mentors' | 'success'>;

const panelHeading = css({ fontSize: '1.5rem', margin: '0 0 0.5rem' });
const panelText = css({ margin: '0 0 1.75rem', maxWidth: '62ch', color: colors.inkMuted, fontSize: '1.05rem' });
const subHeading = css({ fontSize: '1.25rem', margin: '2.5rem 0 1rem' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '2rem' });

export function OverviewPanel({ copy }: { copy: CommunityPanelsCopy['overview'] }) {
  return (
    <>
      <h3 css={panelHeading}>{copy.heading}</h3>
      <p css={panelText}>{copy.text}</p>
      <StatTiles stats={copy.stats} aria-label={copy.heading} />
      <h4 css={subHeading}>{copy.benefitsHeading}</h4>
      <TextCards items={copy.benefits} label={copy.benefitsHeading} columns={4} headingLevel={5} />
      <div css={actions}>
        <ButtonLink href="/resources" variant="ghost">
          {copy.resources}
        </ButtonLink>
      </div>
    </>
  );
}

export function EventsPanel({
  copy,
  eventSeries,
  flagshipEvents,
}: {
  copy: CommunityPanelsCopy['events'];
  eventSeries: readonly EventSeries[];
  flagshipEvents: readonly FlagshipEvent[];
}) {
  const { urls } = useSiteConfig();
  return (
    <>
      <h3 css={panelHeading}>{copy.heading}</h3>
      <p css={panelText}>{copy.text}</p>
      <CardGrid columns={2} aria-label={copy.heading}>
        {eventSeries.map((series) => (
          <EventSeriesCard key={series.id} series={series} headingLevel={4}>
            <ExternalLink href={urls.eventsCalendar} category="Community Events" variant="secondary">
              {copy.register}
              <span className="visually-hidden">: {series.title}</span>
            </ExternalLink>
          </EventSeriesCard>
        ))}
      </CardGrid>
      <div css={actions}>
        <ButtonLink href="/events" variant="ghost">
          {copy.all}
        </ButtonLink>
      </div>
      <h4 css={subHeading}>{copy.pastHeading}</h4>
      <CardGrid columns={2} aria-label={copy.pastHeading}>
        {flagshipEvents.map((event) => (
          <FlagshipEventCard key={event.id} event={event} pastLabel={copy.pastLabel} heldLabel={copy.heldLabel} headingLevel={5} />
        ))}
      </CardGrid>
    </>
  );
}

export function ForumPanel({ copy, categories }: { copy: CommunityPanelsCopy['forum']; categories: readonly ForumCategory[] }) {
  const { urls } = useSiteConfig();
  return (
    <>
      <h3 css={panelHeading}>{copy.heading}</h3>
      <p css={panelText}>{copy.text}</p>
      <CardGrid columns={3} aria-label={copy.heading}>
        {categories.map((category) => (
          <article key={category.id} css={card}>
            <h4 css={cardTitle}>{category.title}</h4>
            <p>{category.description}</p>
            <p css={css({ color: colors.inkMuted, fontSize: '0.92rem', fontWeight: 600 })}>
              {withThousands(category.posts)} {copy.posts} · {withThousands(category.members)} {copy.members}
            </p>
            <div css={cardActions}>
              <ExternalLink href={urls.communityChat} category="Community Forum" variant="ghost">
                {copy.join}
                <span className="visually-hidden">: {category.title}</span>
              </ExternalLink>
            </div>
          </article>
        ))}
      </CardGrid>
    </>
  );
}

const mentorHeader = css({
  display: 'flex',
  alignItems: 'center',
  gap: '0.9rem',
  h4: cardTitle,
  p: { color: colors.inkMuted, fontSize: '0.92rem' },
});

const stars = css({ color: colors.amberDark, letterSpacing: '0.1em' });

const ratingText = (template: string, rating: number) =>
  template.replace('{rating}', String(rating)).replace('{scale}', String(RATING_SCALE));

export function MentorsPanel({ copy, mentors }: { copy: CommunityPanelsCopy['mentors']; mentors: readonly Mentor[] }) {
  const { urls } = useSiteConfig();
  return (
    <>
      <h3 css={panelHeading}>{copy.heading}</h3>
      <p css={panelText}>{copy.text}</p>
      <CardGrid columns={3} aria-label={copy.heading}>
        {mentors.map((mentor) => (
          <article key={mentor.id} css={card}>
            <header css={mentorHeader}>
              <InitialsAvatar name={mentor.name} />
              <div>
                <h4>{mentor.name}</h4>
                <p>{mentor.title}</p>
              </div>
            </header>
            <ul css={chipList} aria-label={`${copy.expertise}: ${mentor.name}`}>
              {mentor.expertise.map((area) => (
                <li key={area} css={chip}>
                  {area}
                </li>
              ))}
            </ul>
            <dl css={factList}>
              <dt>{copy.companies}</dt>
              <dd>{mentor.companies.join(', ')}</dd>
              <dt>{copy.sessions}</dt>
              <dd>{withThousands(mentor.sessions)}</dd>
            </dl>
            <p>
              <span css={stars} aria-hidden="true">
                {'★'.repeat(Math.round(mentor.rating))}
                {'☆'.repeat(RATING_SCALE - Math.round(mentor.rating))}
              </span>{' '}
              <span>{ratingText(copy.ratingLabel, mentor.rating)}</span>
            </p>
            <div css={cardActions}>
              <ExternalLink href={urls.booking} category="Community Mentors" variant="secondary">
                {copy.book}
                <span className="visually-hidden"> with {mentor.name}</span>
              </ExternalLink>
            </div>
          </article>
        ))}
      </CardGrid>
      <div css={actions}>
        <p css={css({ margin: 0, alignSelf: 'center', fontWeight: 600 })}>{copy.becomeText}</p>
        <ButtonLink href="/mentors" variant="ghost">
          {copy.become}
        </ButtonLink>
      </div>
    </>
  );
}

export function SuccessPanel({ copy, stories }: { copy: CommunityPanelsCopy['success']; stories: readonly SuccessStory[] }) {
  return (
    <>
      <h3 css={panelHeading}>{copy.heading}</h3>
      <p css={panelText}>{copy.text}</p>
      <CardGrid columns={2} aria-label={copy.heading}>
        {stories.map((story) => (
          <SuccessStoryCard key={story.id} story={story} outcomeLabel={copy.outcome} />
        ))}
      </CardGrid>
    </>
  );
}
