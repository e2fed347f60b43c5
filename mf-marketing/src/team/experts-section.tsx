// The expert contributors: a subset of the network, under their disciplines, each with their area
// of expertise. The disciplines one, two or three to a row, with no hole (balanced-grid.ts).
import { css } from '@emotion/react';
import { balancedGrid } from '@pv/shared/ui/balanced-grid';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { Portrait } from '../components/portrait';
import { expertsByDiscipline, teamSections } from './team-content';

export const EXPERT_PORTRAIT_PX = 48;

const disciplineGrid = css({ display: 'grid', gap: '1rem', [mq.md]: { gap: '1.25rem' }, [mq.lg]: { gap: '1.5rem' } });

const disciplineStyle = css({
  padding: '1.25rem',
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  h3: { margin: '0 0 0.9rem', fontFamily: fonts.heading, fontSize: '1.15rem', color: colors.navy },
});

const peopleList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
  li: { display: 'flex', alignItems: 'center', gap: '0.85rem' },
  svg: { flex: 'none' },
});

const nameStyle = css({ display: 'block', fontWeight: 700, color: colors.navy });
const expertiseStyle = css({ display: 'block', fontSize: '0.92rem', color: colors.inkMuted });

export function ExpertsSection() {
  const { id, eyebrow, heading, intro } = teamSections.experts;
  const groups = expertsByDiscipline();
  const grid = balancedGrid(groups.length, { base: 1, md: 2, lg: 3 });
  return (
    <PageSection id={id} eyebrow={eyebrow} heading={heading} intro={intro} surface="white">
      <div css={[disciplineGrid, grid.tracks]}>
        {groups.map(({ discipline, people }, index) => (
          <div key={discipline} css={[disciplineStyle, grid.cell(index)]}>
            <h3>{discipline}</h3>
            <ul role="list" css={peopleList} aria-label={discipline}>
              {people.map((person) => (
                <li key={person.name}>
                  <Portrait name={person.name} size={EXPERT_PORTRAIT_PX} />
                  <span>
                    <span css={nameStyle}>{person.name}</span>
                    <span css={expertiseStyle}>{person.expertise}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </PageSection>
  );
}
