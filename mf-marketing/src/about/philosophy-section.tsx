// What we measure: the diagnostic, the emotional barometer and the roadmap.
import { css } from '@emotion/react';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, radii } from '@pv/shared/theme/tokens';
import { TitledCards } from '../components/titled-cards';
import { philosophy } from './about-content';

const pillarStyle = css({
  padding: '1.5rem',
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderTop: `4px solid ${colors.teal}`,
  borderRadius: radii.lg,
  h3: { fontSize: '1.25rem', margin: '0 0 0.6rem' },
  p: { margin: 0, color: colors.inkMuted },
});

export function PhilosophySection() {
  return (
    <PageSection id={philosophy.id} eyebrow={philosophy.eyebrow} heading={philosophy.heading} intro={philosophy.intro}>
      <TitledCards items={philosophy.pillars} label={philosophy.eyebrow} cardCss={pillarStyle} />
    </PageSection>
  );
}
