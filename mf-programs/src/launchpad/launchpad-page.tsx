// /programs/launchpad: the Forge Program and, below it, the Launchpad app: a poster that opens it in
// a full-height frame on request.
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { programs } from '@pv/shared/content/programs';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, mq } from '@pv/shared/theme/tokens';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { CallToActions } from '../components/call-to-actions';
import { ProgramHero } from '../components/program-hero';
import { CheckList } from '../components/check-list';
import { FactList } from '../components/fact-list';
import { LaunchpadFrame } from './launchpad-frame';
import { forgeDetails, forgeFacts, launchpadAnalytics, launchpadApp, launchpadClosing, launchpadHero } from './launchpad-content';
import { panel } from '@pv/shared/ui/surfaces';

const program = programs.launchpad;

const detailsGrid = css({
  display: 'grid',
  gap: '1.25rem',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)', gap: '2rem' },
  '& > div': { padding: '1.5rem 1.35rem' },
  h3: { margin: '0 0 1rem', fontSize: '1.2rem' },
  'dl, dd': { margin: 0 },
  dt: { fontWeight: 700, color: colors.navy, marginBottom: '0.25rem' },
  'dd + dt': { marginTop: '1.1rem' },
});

export function LaunchpadPage() {
  const config = useSiteConfig();
  const { terms } = forgeFacts;
  const [forge] = program.tiers;
  return (
    <>
      <ProgramHero
        program={program}
        category={launchpadAnalytics.hero}
        actions={[
          { label: launchpadHero.appLabel, href: `#${launchpadApp.id}` },
          { label: launchpadHero.bookingLabel, href: config.urls.booking },
        ]}
      />
      <PageSection id={forgeFacts.id} eyebrow={forgeFacts.eyebrow} heading={forgeFacts.heading}>
        <FactList
          facts={[
            { term: terms.price, detail: program.price },
            { term: terms.duration, detail: program.duration },
            { term: terms.time, detail: program.timeCommitment },
            { term: terms.format, detail: program.format },
          ]}
        />
      </PageSection>
      <PageSection
        id={forgeDetails.id}
        eyebrow={forgeDetails.eyebrow}
        heading={forgeDetails.heading}
        intro={forgeDetails.intro}
        surface="white"
      >
        <div css={detailsGrid}>
          <div css={panel}>
            <h3>{forgeDetails.featuresHeading}</h3>
            <CheckList items={forge?.features ?? []} />
          </div>
          <div css={panel}>
            <dl>
              <dt>{forgeDetails.bestForHeading}</dt>
              <dd>{program.bestFor}</dd>
              <dt>{forgeDetails.outcomeHeading}</dt>
              <dd>{program.outcome}</dd>
            </dl>
          </div>
        </div>
      </PageSection>
      <PageSection id={launchpadApp.id} eyebrow={launchpadApp.eyebrow} heading={launchpadApp.heading} intro={launchpadApp.intro}>
        <LaunchpadFrame
          src={config.urls.launchpadApp}
          title={launchpadApp.frameTitle}
          heading={launchpadApp.posterHeading}
          text={launchpadApp.posterText}
          parts={launchpadApp.parts}
          partsLabel={launchpadApp.partsLabel}
          copy={launchpadApp.embed}
          category={launchpadAnalytics.app}
        />
      </PageSection>
      <ClosingCta
        heading={launchpadClosing.heading}
        text={launchpadClosing.text}
        actions={
          <CallToActions
            category={launchpadAnalytics.closing}
            actions={[
              { label: launchpadClosing.bookingLabel, href: config.urls.booking },
              { label: launchpadClosing.programsLabel, href: '/programs' },
            ]}
          />
        }
      />
    </>
  );
}
