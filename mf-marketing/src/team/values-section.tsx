// The four values.
import { css } from '@emotion/react';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, radii } from '@pv/shared/theme/tokens';
import { TitledCards } from '../components/titled-cards';
import { teamSections, values } from './team-content';

const valueStyle = css({
  padding: '1.5rem',
  background: colors.navy,
  color: 'rgba(255, 255, 255, 0.85)',
  borderRadius: radii.lg,
  h3: { margin: '0 0 0.6rem', fontSize: '1.3rem', color: colors.white },
  p: { margin: 0 },
  '&::before': {
    content: '""',
    display: 'block',
    width: '2.5rem',
    height: 4,
    marginBottom: '1rem',
    borderRadius: radii.pill,
    background: colors.amber,
  },
});

export function ValuesSection() {
  const { id, eyebrow, heading } = teamSections.values;
  return (
    <PageSection id={id} eyebrow={eyebrow} heading={heading}>
      <TitledCards items={values} label={eyebrow} columns={4} cardCss={valueStyle} />
    </PageSection>
  );
}
