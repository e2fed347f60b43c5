// /programs/astral-labs: the research initiative, the signals it tracks, its questions, the
// momentum states, and free access with the newsletter.
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { programs } from '@pv/shared/content/programs';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { ExternalLink } from '@pv/shared/ui/links';
import { PageSection } from '@pv/shared/ui/page-section';
import { Prose } from '@pv/shared/ui/prose';
import { colors, fonts, mq, radii, shadows } from '@pv/shared/theme/tokens';
import { CheckList } from '../components/check-list';
import { FactList } from '../components/fact-list';
import { ProgramHero } from '../components/program-hero';
import { access, astralLabsAnalytics, astralLabsHero, momentum, questions, research, signals } from './astral-labs-content';
import { panel } from '@pv/shared/ui/surfaces';

const program = programs['astral-labs'];

const cardStyle = css(panel, {
  padding: '1.35rem 1.25rem',
  h3: { margin: '0 0 0.5rem', fontSize: '1.2rem' },
  p: { margin: 0, color: colors.inkMuted, lineHeight: 1.6 },
});

const questionList = css({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'question',
  display: 'grid',
  gap: '1rem',
  li: {
    counterIncrement: 'question',
    position: 'relative',
    padding: '1.1rem 1.25rem 1.1rem 3.75rem',
    background: colors.white,
    borderRadius: radii.md,
    boxShadow: shadows.card,
    fontFamily: fonts.heading,
    fontSize: '1.15rem',
    lineHeight: 1.45,
    color: colors.navy,
  },
  'li::before': {
    content: 'counter(question)',
    position: 'absolute',
    left: '1.1rem',
    top: '1rem',
    width: '1.9rem',
    height: '1.9rem',
    display: 'grid',
    placeItems: 'center',
    borderRadius: '50%',
    background: colors.navy,
    color: colors.amber,
    fontFamily: fonts.body,
    fontWeight: 700,
    fontSize: '0.9rem',
  },
});

const stateStyle = css({
  padding: '1.5rem 1.35rem',
  background: colors.navy,
  color: 'rgba(255, 255, 255, 0.85)',
  borderRadius: radii.lg,
  h3: { margin: '0 0 0.6rem', color: colors.amber, fontSize: '1.3rem' },
  p: { margin: 0, lineHeight: 1.6 },
});

const accessGrid = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.5rem',
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)', gap: '2.5rem' },
  '& > div > p': { margin: '1.25rem 0 1rem' },
});

export function AstralLabsPage() {
  const config = useSiteConfig();
  const [openAccess] = program.tiers;
  return (
    <>
      <ProgramHero
        program={program}
        category={astralLabsAnalytics.hero}
        actions={[
          { label: astralLabsHero.newsletterLabel, href: config.urls.astralNewsletter },
          { label: astralLabsHero.programsLabel, href: '/programs' },
        ]}
      />
      <PageSection id={research.id} eyebrow={research.eyebrow} heading={research.heading}>
        <Prose>
          {research.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      </PageSection>
      <PageSection id={signals.id} eyebrow={signals.eyebrow} heading={signals.heading} surface="white">
        <CardGrid columns={4} aria-label={signals.heading}>
          {signals.items.map((signal) => (
            <article key={signal.name} css={cardStyle}>
              <h3>{signal.name}</h3>
              <p>{signal.text}</p>
            </article>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id={questions.id} eyebrow={questions.eyebrow} heading={questions.heading}>
        <ol css={questionList}>
          {questions.items.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
      </PageSection>
      <PageSection id={momentum.id} eyebrow={momentum.eyebrow} heading={momentum.heading} intro={momentum.intro} surface="white">
        <CardGrid columns={3} aria-label={momentum.heading}>
          {momentum.states.map((state) => (
            <article key={state.name} css={stateStyle}>
              <h3>{state.name}</h3>
              <p>{state.text}</p>
            </article>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection id={access.id} eyebrow={access.eyebrow} heading={access.heading} intro={access.intro}>
        <div css={accessGrid}>
          <div>
            <FactList facts={[{ term: access.priceTerm, detail: program.price }]} />
            <p>{access.newsletterText}</p>
            <ExternalLink
              href={config.urls.astralNewsletter}
              category={astralLabsAnalytics.access}
              cta={{ category: astralLabsAnalytics.access, label: access.newsletterLabel }}
              variant="secondary"
            >
              {access.newsletterLabel}
            </ExternalLink>
          </div>
          <CheckList items={openAccess?.features ?? []} />
        </div>
      </PageSection>
    </>
  );
}
