import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { Container } from '@pv/shared/ui/layout';
import { PageHero } from '@pv/shared/ui/page-hero';
import { colors, mq } from '@pv/shared/theme/tokens';
import { isComplete, QUESTION_COUNT, type AnyOptionId } from '../model';
import { questions } from '../content/questions';
import { introCopy, navigationCopy, progressCopy } from '../content/page-copy';
import {
  assessmentReducer,
  canGoNext,
  canGoPrevious,
  initialAssessmentState,
  isLastQuestion,
  type AssessmentAction,
} from '../logic/assessment-state';
import { recommendFor } from '../logic/persona';
import { trackResultsShown, trackReviewAnswers, trackStartOver } from '../analytics';
import { AssessmentProgress } from './assessment-progress';
import { QuestionStep } from './question-step';
import { StepNavigation } from './step-navigation';
import { ResultsView } from './results-view';
import { panel } from './styles';

const highlights = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.25rem',
  listStyle: 'none',
  margin: '1.25rem 0 0',
  padding: 0,
  fontSize: '0.9rem',
  fontWeight: 600,
  color: colors.navy,
  [mq.md]: { justifyContent: 'center' },
  li: { display: 'flex', alignItems: 'center', gap: '0.4rem' },
  'li::before': { content: '""', width: 6, height: 6, borderRadius: '50%', background: colors.amber },
});

/**
 * The five-question assessment and its results (docs/behaviour.md, "Assessment"), served at
 * /chart-my-course and /programs/compass. State stays in this component: nothing is stored.
 */
export function AssessmentPage() {
  const [state, dispatch] = useReducer(assessmentReducer, initialAssessmentState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the new step's heading only after the visitor moves, never on first load.
  const focusAfterMove = useRef(false);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    headingRef.current?.focus();
  }, [state.index, state.completed]);

  const move = (action: AssessmentAction) => {
    focusAfterMove.current = true;
    dispatch(action);
  };

  const result = state.completed && isComplete(state.answers) ? recommendFor(state.answers) : null;
  const question = questions[state.index];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canGoNext(state)) return;
    if (isLastQuestion(state) && isComplete(state.answers)) trackResultsShown(recommendFor(state.answers).persona);
    move({ type: 'next' });
  };

  const announcement = result ? progressCopy.resultsReady(result.persona.name) : progressCopy.position(state.index + 1, QUESTION_COUNT);

  return (
    <>
      <PageHero eyebrow={introCopy.eyebrow} title={introCopy.heading} lead={introCopy.lead} surface="light" align="center">
        <ul css={highlights}>
          {introCopy.highlights.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </PageHero>
      <Container>
        <div css={css({ paddingBottom: '4rem', [mq.md]: { paddingBottom: '6rem' } })}>
          {result && isComplete(state.answers) ? (
            <ResultsView
              result={result}
              answers={state.answers}
              headingRef={headingRef}
              onReview={() => {
                trackReviewAnswers();
                move({ type: 'review' });
              }}
              onRestart={() => {
                trackStartOver();
                move({ type: 'restart' });
              }}
            />
          ) : (
            <form
              onSubmit={onSubmit}
              aria-label={navigationCopy.formLabel}
              css={css([panel, { maxWidth: '52rem', margin: '0 auto' }])}
              noValidate
            >
              <AssessmentProgress index={state.index} />
              <QuestionStep
                key={question.id}
                question={question}
                selected={state.answers[question.id]}
                onSelect={(optionId: AnyOptionId) => dispatch({ type: 'answer', questionId: question.id, optionId })}
                headingRef={headingRef}
              />
              <StepNavigation
                canGoPrevious={canGoPrevious(state)}
                canGoNext={canGoNext(state)}
                isLast={isLastQuestion(state)}
                onPrevious={() => move({ type: 'previous' })}
              />
            </form>
          )}
        </div>
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
      </Container>
    </>
  );
}
