// Four reasons founders pick us, each a short promise.
import { css } from '@emotion/react';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, radii } from '@pv/shared/theme/tokens';
import { TitledCards } from '../components/titled-cards';
import { whyChooseUs } from './about-content';

const reasonStyle = css({
  padding: '1.4rem 1.5rem',
  background: colors.paper,
  borderRadius: radii.lg,
  h3: { fontSize: '1.2rem', margin: '0 0 0.5rem' },
  p: { margin: 0, color: colors.inkMuted },
});

export function WhyChooseUsSection() {
  return (
    <PageSection id={whyChooseUs.id} eyebrow={whyChooseUs.eyebrow} heading={whyChooseUs.heading} surface="white">
      <TitledCards items={whyChooseUs.reasons} label={whyChooseUs.eyebrow} columns={4} cardCss={reasonStyle} />
    </PageSection>
  );
}
