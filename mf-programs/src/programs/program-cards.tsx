// The program cards of /programs: emblem, name, what it is, its price and length, and a link to
// its page.
import { css } from '@emotion/react';
import { programs, type ProgramId } from '@pv/shared/content/programs';
import { ButtonLink } from '@pv/shared/ui/links';
import { ShortLabel } from '@pv/shared/ui/short-label';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { PageSection } from '@pv/shared/ui/page-section';
import { ProgramEmblem } from '@pv/shared/ui/program-emblem';
import { colors, fonts } from '@pv/shared/theme/tokens';
import { programCards, programsAnalytics } from './programs-content';
import { raisedPanel } from '@pv/shared/ui/surfaces';

// Its five parts sit on the rows of the grid (CardGrid's `rows`): the prices of a row line up.
const CARD_PARTS = 5;

const cardStyle = css(raisedPanel, {
  rowGap: '0.85rem',
  alignContent: 'start',
  padding: '1.5rem 1.35rem',
  h3: { margin: 0, fontSize: '1.35rem' },
});

const subtitleStyle = css({ margin: 0, fontSize: '0.85rem', fontWeight: 700, color: colors.teal, letterSpacing: '0.02em' });

const taglineStyle = css({ margin: 0, color: colors.inkMuted, lineHeight: 1.55 });

const priceStyle = css({
  margin: 0,
  paddingTop: '0.85rem',
  borderTop: `1px solid ${colors.line}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0.25rem 0.6rem',
  alignSelf: 'start',
  strong: { fontFamily: fonts.heading, fontSize: '1.35rem', color: colors.navy },
  span: { color: colors.inkMuted, fontSize: '0.95rem' },
});

function ProgramCard({ id }: { id: ProgramId }) {
  const program = programs[id];
  const label = programCards.linkLabel(program.name);
  return (
    <article css={cardStyle} aria-labelledby={`program-card-${id}`}>
      <ProgramEmblem program={program.emblem} size={52} />
      <div>
        <h3 id={`program-card-${id}`}>{program.name}</h3>
        <p css={subtitleStyle}>{program.subtitle}</p>
      </div>
      <p css={taglineStyle}>{program.tagline}</p>
      <p css={priceStyle}>
        <strong>{program.price}</strong> <span>{program.duration}</span>
      </p>
      <ButtonLink href={program.link} variant="ghost" cta={{ category: programsAnalytics.cards, label }}>
        <ShortLabel label={label} shown={1} />
      </ButtonLink>
    </article>
  );
}

export function ProgramCards() {
  return (
    <PageSection id={programCards.id} eyebrow={programCards.eyebrow} heading={programCards.heading} intro={programCards.intro}>
      <CardGrid columns={4} rows={CARD_PARTS} aria-label={programCards.heading}>
        {programCards.programs.map((id) => (
          <ProgramCard key={id} id={id} />
        ))}
      </CardGrid>
    </PageSection>
  );
}
