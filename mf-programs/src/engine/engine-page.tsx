// /programs/engine: Co-Pilot and Mission Control, why founders choose Engine, the network behind
// it (the target of the events page's community-network section) and a booking link.
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { programs } from '@pv/shared/content/programs';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { PageSection } from '@pv/shared/ui/page-section';
import { StatTiles } from '@pv/shared/ui/stat-tiles';
import { colors } from '@pv/shared/theme/tokens';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { CallToActions } from '../components/call-to-actions';
import { ProgramHero } from '../components/program-hero';
import { EngineServices } from './engine-services';
import { engineAnalytics, engineClosing, engineHero, network, whyUs } from './engine-content';
import { panel } from '@pv/shared/ui/surfaces';

const program = programs.engine;

const reasonStyle = css(panel, {
  padding: '1.35rem 1.25rem',
  borderLeft: `4px solid ${colors.teal}`,
  h3: { margin: '0 0 0.5rem', fontSize: '1.15rem' },
  p: { margin: 0, color: colors.inkMuted, lineHeight: 1.6 },
});

const eventsLine = css({ margin: '1.75rem 0 0', fontSize: '1.05rem', a: { fontWeight: 600 } });

export function EnginePage() {
  const config = useSiteConfig();
  return (
    <>
      <ProgramHero
        program={program}
        category={engineAnalytics.hero}
        actions={[
          { label: engineHero.bookingLabel, href: config.urls.booking },
          { label: engineHero.compareLabel, href: '/programs' },
        ]}
      />
      <EngineServices />
      <PageSection id={whyUs.id} eyebrow={whyUs.eyebrow} heading={whyUs.heading} surface="white">
        <CardGrid columns={4} aria-label={whyUs.heading}>
          {whyUs.reasons.map((reason) => (
            <article key={reason.title} css={reasonStyle}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </article>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id={network.id} eyebrow={network.eyebrow} heading={network.heading} intro={network.intro}>
        <StatTiles stats={network.stats} aria-label={network.heading} />
        <p css={eventsLine}>
          {network.eventsText} <SiteLink href="/events">{network.eventsLabel}</SiteLink>
        </p>
      </PageSection>
      <ClosingCta
        heading={engineClosing.heading}
        text={engineClosing.text}
        actions={
          <CallToActions
            category={engineAnalytics.closing}
            actions={[
              { label: engineClosing.bookingLabel, href: config.urls.booking },
              { label: engineClosing.programsLabel, href: '/programs' },
            ]}
          />
        }
      />
    </>
  );
}
