// /events: the calendar of upcoming sessions (a poster that loads it on request), the four formats we run, the
// flagship events of 2024 as past events, the network behind them, a video, and the ways to stay
// in touch (docs/site-map.md, docs/content.md "Events in the past").
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';
import { PageHero } from '@pv/shared/ui/page-hero';
import { CampScene } from '@pv/shared/illustrations/camp-scene';
import { PageSection } from '@pv/shared/ui/page-section';
import { StatTiles } from '@pv/shared/ui/stat-tiles';
import { bodyText, splitLayout } from '../lib/card-styles';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { EventSeriesCard, FlagshipEventCard } from './event-cards';
import { EventVideo } from './event-video';
import { EventsCalendar } from './events-calendar';
import { eventSeries, eventsCopy, flagshipEvents } from './events-content';

const { hero, calendar, types, flagship, network, video, cta } = eventsCopy;

const actionRow = css({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.5rem' });

const videoWidth = css({ maxWidth: '56rem' });

export function EventsPage() {
  const { urls } = useSiteConfig();
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        art={<CampScene />}
        actions={
          <>
            <a href={`#${calendar.id}`} css={buttonStyles('primary')}>
              {hero.calendarAnchor}
            </a>
            <ExternalLink href={urls.eventsCalendar} category="Events Hero" variant="light">
              {hero.openCalendar}
            </ExternalLink>
          </>
        }
      />
      <PageSection id={calendar.id} eyebrow={calendar.eyebrow} heading={calendar.heading} intro={calendar.intro}>
        <EventsCalendar
          frameTitle={calendar.frameTitle}
          heading={calendar.posterHeading}
          text={calendar.posterText}
          sessionsLabel={calendar.sessionsLabel}
          sessions={eventSeries.map(({ id, type, schedule, time, location }) => ({ id, type, schedule, time, location }))}
          copy={calendar.embed}
        />
      </PageSection>
      <PageSection id={types.id} eyebrow={types.eyebrow} heading={types.heading} intro={types.intro} surface="white">
        <CardGrid columns={2} aria-label={types.heading}>
          {eventSeries.map((series) => (
            <EventSeriesCard key={series.id} series={series} />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id={flagship.id} eyebrow={flagship.eyebrow} heading={flagship.heading} intro={flagship.intro}>
        <CardGrid columns={2} aria-label={flagship.heading}>
          {flagshipEvents.map((event) => (
            <FlagshipEventCard key={event.id} event={event} pastLabel={flagship.pastLabel} heldLabel={flagship.heldLabel} />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id={network.id} eyebrow={network.eyebrow} heading={network.heading} surface="white">
        <div css={splitLayout}>
          <div css={bodyText}>
            {network.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div css={actionRow}>
              <ButtonLink href="/programs/engine" variant="secondary">
                {network.engine}
              </ButtonLink>
              <ButtonLink href="/community" variant="ghost">
                {network.community}
              </ButtonLink>
            </div>
          </div>
          <StatTiles stats={network.stats} aria-label={network.heading} />
        </div>
      </PageSection>
      <PageSection id={video.id} eyebrow={video.eyebrow} heading={video.heading}>
        <div css={videoWidth}>
          <EventVideo title={video.title} description={video.description} frameTitle={video.frameTitle} copy={video.embed} />
        </div>
      </PageSection>
      <ClosingCta
        after="paper"
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <ExternalLink href={urls.communityChat} category="Events Page" variant="primary">
              {cta.chat}
            </ExternalLink>
            <ExternalLink href={urls.eventsCalendar} category="Events Page" variant="light">
              {cta.calendar}
            </ExternalLink>
          </>
        }
      />
    </>
  );
}
