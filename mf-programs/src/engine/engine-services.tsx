// Engine's two services, one card each from the tiers of the shared program data: price, what it
// is, its terms (Co-Pilot's length and time; Mission Control's fit) and what it includes.
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { programs, type Tier } from '@pv/shared/content/programs';
import { ShortLabel } from '@pv/shared/ui/short-label';
import { ExternalLink } from '@pv/shared/ui/links';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { CheckList } from '../components/check-list';
import { engineAnalytics, services } from './engine-content';
import { raisedPanel } from '@pv/shared/ui/surfaces';

const program = programs.engine;

const grid = css({ display: 'grid', gap: '1.25rem', [mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1.75rem' } });

const cardStyle = css(raisedPanel, {
  display: 'flex',
  flexDirection: 'column',
  gap: '1.1rem',
  padding: '1.75rem 1.5rem',
  h3: { margin: 0, fontSize: '1.6rem' },
  h4: { margin: 0, fontFamily: fonts.body, fontSize: '0.8rem', letterSpacing: '0.08em', textTransform: 'uppercase', color: colors.teal },
  '& > p': { margin: 0, lineHeight: 1.6 },
  '& > a': { alignSelf: 'flex-start', marginTop: 'auto' },
});

const priceStyle = css({ margin: 0, fontFamily: fonts.heading, fontSize: '1.35rem', lineHeight: 1.3, color: colors.navy });

const termsStyle = css({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '0.4rem 1rem',
  padding: '0.9rem 1rem',
  borderRadius: radii.md,
  background: colors.paper,
  dt: { fontWeight: 700, color: colors.navy },
  dd: { margin: 0 },
});

function ServiceCard({ tier, details }: { tier: Tier; details: 'terms' | 'fit' }) {
  const config = useSiteConfig();
  const label = services.bookingLabel(tier.name);
  const id = `service-${tier.name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <article css={cardStyle} aria-labelledby={id}>
      <h3 id={id}>{tier.name}</h3>
      <p css={priceStyle}>{tier.price}</p>
      <p>{tier.description}</p>
      {details === 'terms' ? (
        <dl css={termsStyle}>
          <dt>{services.terms.duration}</dt>
          <dd>{program.duration}</dd>
          <dt>{services.terms.time}</dt>
          <dd>{program.timeCommitment}</dd>
          <dt>{services.terms.format}</dt>
          <dd>{program.format}</dd>
        </dl>
      ) : (
        <p>{services.missionControlFit}</p>
      )}
      <h4>{services.featuresLabel(tier.name)}</h4>
      <CheckList items={tier.features} />
      <ExternalLink
        href={config.urls.booking}
        category={engineAnalytics.services}
        cta={{ category: engineAnalytics.services, label }}
        variant="secondary"
      >
        {/* The card's heading names the service. */}
        <ShortLabel label={label} shown={3} />
      </ExternalLink>
    </article>
  );
}

export function EngineServices() {
  const [coPilot, missionControl] = program.tiers;
  return (
    <PageSection id={services.id} eyebrow={services.eyebrow} heading={services.heading} intro={services.intro}>
      <div css={grid}>
        {coPilot ? <ServiceCard tier={coPilot} details="terms" /> : null}
        {missionControl ? <ServiceCard tier={missionControl} details="fit" /> : null}
      </div>
    </PageSection>
  );
}
