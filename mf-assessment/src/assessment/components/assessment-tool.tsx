import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { island } from '@pv/shared/islands/island';
import { mq } from '@pv/shared/theme/tokens';
import { isComplete, QUESTION_COUNT, type AnyOptionId } from '../model';
import { questions } from '../content/questions';
import { navigationCopy, progressCopy } from '../content/page-copy';
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

/**
 * The five-question assessment and its results (docs/behaviour.md, "Assessment"): the island of
 * /chart-my-course and /programs/compass. State stays in this component: nothing is stored.
 */
function AssessmentTool() {
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
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}

export default island('assessment', AssessmentTool);
