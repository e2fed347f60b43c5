import { useId } from 'react';
import { css } from '@emotion/react';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { Container } from '@pv/shared/ui/layout';
import { PageHero } from '@pv/shared/ui/page-hero';
import { colors, mq } from '@pv/shared/theme/tokens';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { CODE_FIELD, RESULTS_PATH, type ResultsEmailOutcome } from '@pv/shared/contract/assessment-results';
import type { CompleteAnswers } from '../model';
import { recommendFor } from '../logic/persona';
import { questions } from '../content/questions';
import { resultsCopy, resultsPageCopy } from '../content/results';
import { RecommendationCard } from './recommendation-card';
import { NextSteps } from './next-steps';
import ResultsActions from './results-actions';
import { ResultsEmailForm } from './results-email-form';
import { panel } from './styles';

const sectionHeading = css({ fontSize: '1.35rem', margin: '0 0 1rem' });

const answerList = css({
  display: 'grid',
  gap: '0.35rem 1.5rem',
  margin: 0,
  fontSize: '0.95rem',
  [mq.sm]: { gridTemplateColumns: 'max-content 1fr' },
  dt: { fontWeight: 600, color: colors.navy },
  dd: { margin: '0 0 0.5rem', color: colors.inkMuted, [mq.sm]: { margin: 0 } },
});

/** Printed, the page is a one-page summary: the persona, the cards, the next steps, the answers and the link. */
const screenOnly = css({ '@media print': { display: 'none' } });
const printOnly = css({ display: 'none', '@media print': { display: 'block', margin: 0 } });

const printable = css({
  display: 'grid',
  gap: '1.5rem',
  paddingBottom: '4rem',
  [mq.md]: { gap: '2rem', paddingBottom: '6rem' },
  '@media print': { gap: '1rem', paddingBottom: 0, fontSize: '0.85rem', 'section, article': { boxShadow: 'none' } },
});

interface ResultsViewProps {
  code: string;
  answers: CompleteAnswers;
  emailOutcome: ResultsEmailOutcome | null;
}

/** The results of one answer code: persona, recommendation cards, next steps, the answers, then keeping and e-mailing them. */
export function ResultsView({ code, answers, emailOutcome }: ResultsViewProps) {
  const id = useId();
  const { origin } = useSiteConfig();
  const { persona, recommendations } = recommendFor(answers);
  const url = `${origin}${RESULTS_PATH}?${CODE_FIELD}=${code}`;
  return (
    <>
      <PageHero eyebrow={resultsCopy.eyebrow} title={persona.name} lead={persona.summary} surface="light" align="center" />
      <Container>
        <div css={printable}>
          <section aria-labelledby={`${id}-recommendations`}>
            <h2 id={`${id}-recommendations`} css={sectionHeading}>
              {resultsCopy.recommendationsHeading}
            </h2>
            <CardGrid columns={2}>
              {recommendations.map((recommendation) => (
                <RecommendationCard key={recommendation.title} recommendation={recommendation} />
              ))}
            </CardGrid>
            <p css={css({ margin: '1rem 0 0', fontSize: '0.95rem', color: colors.inkMuted })}>{resultsCopy.ownershipNote}</p>
          </section>

          <section aria-labelledby={`${id}-next-steps`}>
            <h2 id={`${id}-next-steps`} css={sectionHeading}>
              {resultsCopy.nextStepsHeading}
            </h2>
            <NextSteps />
          </section>

          <section aria-labelledby={`${id}-answers`} css={panel}>
            <h2 id={`${id}-answers`} css={sectionHeading}>
              {resultsCopy.answersHeading}
            </h2>
            <dl css={answerList}>
              {questions.map((question) => (
                <div key={question.id} css={css({ display: 'contents' })}>
                  <dt>{question.topic}</dt>
                  <dd>{question.options.find((option) => option.id === answers[question.id])?.label}</dd>
                </div>
              ))}
            </dl>
          </section>

          <p css={printOnly}>{resultsPageCopy.printedLink(url)}</p>

          <div css={[screenOnly, css({ display: 'grid', gap: '1.5rem', [mq.lg]: { gridTemplateColumns: '1fr 1fr', gap: '2rem' } })]}>
            <section aria-labelledby={`${id}-keep`} css={panel}>
              <h2 id={`${id}-keep`} css={sectionHeading}>
                {resultsPageCopy.keepHeading}
              </h2>
              <p css={css({ margin: '0 0 1rem', color: colors.inkMuted })}>{resultsPageCopy.keepLead}</p>
              <ResultsActions hydrate="visible" url={url} code={code} personaName={persona.name} />
            </section>
            <section aria-labelledby={`${id}-email`} css={panel}>
              <ResultsEmailForm hydrate="visible" code={code} outcome={emailOutcome} headingId={`${id}-email`} />
            </section>
          </div>
        </div>
      </Container>
    </>
  );
}
