// "Which program is right for you?": a situation a founder recognises, the program for it, and a
// link to that program's page; then the journey map for those who would rather look around.
import { css } from '@emotion/react';
import { programs } from '@pv/shared/content/programs';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { PageSection } from '@pv/shared/ui/page-section';
import { ProgramEmblem } from '@pv/shared/ui/program-emblem';
import { colors, radii } from '@pv/shared/theme/tokens';
import { guide } from './programs-content';

const stepStyle = css({
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  gap: '0.5rem 1rem',
  alignContent: 'start',
  padding: '1.35rem 1.25rem',
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  h3: { margin: 0, fontSize: '1.15rem', lineHeight: 1.35 },
  p: { margin: 0, color: colors.inkMuted, lineHeight: 1.6 },
  '& > :not(svg)': { gridColumn: 2 },
  svg: { gridRow: 'span 3' },
});

const linkStyle = css({ fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' });

const mapLine = css({ margin: '2rem 0 0', fontSize: '1.05rem', a: { fontWeight: 600 } });

export function ProgramGuide() {
  return (
    <PageSection id={guide.id} eyebrow={guide.eyebrow} heading={guide.heading} intro={guide.intro}>
      <CardGrid columns={3} aria-label={guide.heading}>
        {guide.steps.map((step) => {
          const program = programs[step.program];
          return (
            <article key={step.program} css={stepStyle}>
              <ProgramEmblem program={program.emblem} size={40} />
              <h3>{step.situation}</h3>
              <p>{step.advice}</p>
              <SiteLink href={program.link} css={linkStyle}>
                {guide.linkLabel(program.name)}
              </SiteLink>
            </article>
          );
        })}
      </CardGrid>
      <p css={mapLine}>
        {guide.journeyMap.text} <SiteLink href={guide.journeyMap.href}>{guide.journeyMap.label}</SiteLink>
      </p>
    </PageSection>
  );
}
