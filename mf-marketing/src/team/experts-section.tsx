// The expert contributors: a subset of the network, each with their area of expertise.
import { css } from '@emotion/react';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import { Portrait } from '../components/portrait';
import { experts, teamSections } from './team-content';

export const EXPERT_PORTRAIT_PX = 48;

const gridStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.75rem',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '1rem' },
  li: {
    display: 'flex',
    alignItems: 'center',
    gap: '0.85rem',
    padding: '0.75rem 1rem',
    background: colors.white,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.md,
  },
  svg: { flex: 'none' },
});

const nameStyle = css({ display: 'block', fontWeight: 700, color: colors.navy });
const expertiseStyle = css({ display: 'block', fontSize: '0.92rem', color: colors.inkMuted });

export function ExpertsSection() {
  const { id, eyebrow, heading, intro } = teamSections.experts;
  return (
    <PageSection id={id} eyebrow={eyebrow} heading={heading} intro={intro} surface="white">
      <ul role="list" css={gridStyle} aria-label={eyebrow}>
        {experts.map((person) => (
          <li key={person.name}>
            <Portrait name={person.name} size={EXPERT_PORTRAIT_PX} />
            <span>
              <span css={nameStyle}>{person.name}</span>
              <span css={expertiseStyle}>{person.expertise}</span>
            </span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
