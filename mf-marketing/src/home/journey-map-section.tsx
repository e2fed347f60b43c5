// 4. The Venture Journey Map: the map island, then the assessment and the programs.
import { css } from '@emotion/react';
import { ladderTimings } from '@pv/shared/content/programs';
import { ButtonLink } from '@pv/shared/ui/links';
import { PageSection } from '@pv/shared/ui/page-section';
import { mq } from '@pv/shared/theme/tokens';
import { AssessmentButton } from '../components/assessment-button';
import { journeyMap } from './home-content';
import { journeyStages } from './journey-stages';
import VentureJourneyMap from './venture-journey-map';

const CATEGORY = 'Journey Map';

const actionsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  marginTop: '2rem',
  [mq.md]: { justifyContent: 'center', marginTop: '2.75rem' },
});

export function JourneyMapSection() {
  return (
    <PageSection id={journeyMap.id} eyebrow={journeyMap.eyebrow} heading={journeyMap.heading} intro={journeyMap.intro}>
      {/* Below the fold at every width, and on phones (every card open) nothing to do: hydrated as
          it nears the screen, so a visit that never scrolls this far downloads no React. */}
      <VentureJourneyMap hydrate="visible" stages={journeyStages} timings={ladderTimings} labels={journeyMap.labels} />
      <div css={actionsStyle}>
        <AssessmentButton label={journeyMap.assessmentLabel} category={CATEGORY} medium="journey_map" campaign="homepage" />
        <ButtonLink href={journeyMap.programsHref} variant="ghost" cta={{ category: CATEGORY, label: journeyMap.programsLabel }}>
          {journeyMap.programsLabel}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
