import { useId, type Ref } from 'react';
import { css } from '@emotion/react';
import { Button } from '@pv/shared/ui/button';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { Eyebrow } from '@pv/shared/ui/eyebrow';
import { colors, mq } from '@pv/shared/theme/tokens';
import type { CompleteAnswers } from '../model';
import type { AssessmentResult } from '../logic/persona';
import { questions } from '../content/questions';
import { resultsCopy } from '../content/results';
import { RecommendationCard } from './recommendation-card';
import { NextSteps } from './next-steps';
import { focusTargetHeading, panel } from './styles';

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

const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  '& > button': { flex: '1 1 12rem' },
  [mq.sm]: { '& > button': { flex: '0 0 auto' } },
});

interface ResultsViewProps {
  result: AssessmentResult;
  answers: CompleteAnswers;
  onReview(): void;
  onRestart(): void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The persona, its recommendation cards, the visitor's answers and the next steps. */
export function ResultsView({ result, answers, onReview, onRestart, headingRef }: ResultsViewProps) {
  const id = useId();
  const { persona, recommendations } = result;
  return (
    <div css={css({ display: 'grid', gap: '1.5rem', [mq.md]: { gap: '2rem' } })}>
      <div css={panel}>
        <Eyebrow>{resultsCopy.eyebrow}</Eyebrow>
        <h2 ref={headingRef} tabIndex={-1} css={css([focusTargetHeading, { fontSize: '2rem', [mq.md]: { fontSize: '2.5rem' } }])}>
          {persona.name}
        </h2>
        <p css={css({ fontSize: '1.1rem', maxWidth: '46rem', margin: 0 })}>{persona.summary}</p>
      </div>

      <section aria-labelledby={`${id}-recommendations`}>
        <h3 id={`${id}-recommendations`} css={sectionHeading}>
          {resultsCopy.recommendationsHeading}
        </h3>
        <CardGrid columns={2}>
          {recommendations.map((recommendation) => (
            <RecommendationCard key={recommendation.title} recommendation={recommendation} />
          ))}
        </CardGrid>
        <p css={css({ margin: '1rem 0 0', fontSize: '0.95rem', color: colors.inkMuted })}>{resultsCopy.ownershipNote}</p>
      </section>

      <section aria-labelledby={`${id}-next-steps`}>
        <h3 id={`${id}-next-steps`} css={sectionHeading}>
          {resultsCopy.nextStepsHeading}
        </h3>
        <NextSteps />
      </section>

      <section aria-labelledby={`${id}-answers`} css={panel}>
        <h3 id={`${id}-answers`} css={sectionHeading}>
          {resultsCopy.answersHeading}
        </h3>
        <dl css={answerList}>
          {questions.map((question) => (
            <div key={question.id} css={css({ display: 'contents' })}>
              <dt>{question.topic}</dt>
              <dd>{question.options.find((option) => option.id === answers[question.id])?.label}</dd>
            </div>
          ))}
        </dl>
        <div css={css([actions, { marginTop: '1.5rem' }])}>
          <Button variant="ghost" onClick={onReview}>
            {resultsCopy.reviewAnswers}
          </Button>
          <Button variant="secondary" onClick={onRestart}>
            {resultsCopy.startOver}
          </Button>
        </div>
      </section>
    </div>
  );
}
