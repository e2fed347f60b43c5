import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { island } from '@pv/shared/islands/island';
import { navigateTo } from '@pv/shared/navigation/site-location';
import { CODE_FIELD, FINISHED_PATH, RESULTS_PATH } from '@pv/shared/contract/assessment-results';
import { mq } from '@pv/shared/theme/tokens';
import { isComplete, QUESTION_COUNT, type AnyOptionId, type CompleteAnswers } from '../model';
import { questions } from '../content/questions';
import { navigationCopy, progressCopy } from '../content/page-copy';
import {
  assessmentReducer,
  canGoNext,
  canGoPrevious,
  initialAssessmentState,
  isLastQuestion,
  type AssessmentAction,
  type AssessmentState,
} from '../logic/assessment-state';
import { recommendFor } from '../logic/persona';
import { decodeAnswers, encodeAnswers } from '../logic/answer-code';
import { readProgress, saveProgress } from '../logic/saved-progress';
import { trackResultsShown, trackReviewAnswers, trackStartOver } from '../analytics';
import { AssessmentProgress } from './assessment-progress';
import { QuestionStep } from './question-step';
import { StepNavigation } from './step-navigation';
import { FinishedPanel } from './finished-panel';
import { panel } from './styles';

const resultsUrl = (answers: CompleteAnswers) => `${RESULTS_PATH}?${CODE_FIELD}=${encodeAnswers(answers)}`;

/** The answers of a results link to review (`?a=`), at the first question; otherwise an empty start. */
function startingState(reviewCode: string | null): AssessmentState {
  const answers = decodeAnswers(reviewCode);
  return answers ? { answers, index: 0, completed: false } : initialAssessmentState;
}

/** Counts the finished assessment for the team (anonymously: the answer code only); a beacon outlives the page. */
function reportFinished(answers: CompleteAnswers) {
  try {
    navigator.sendBeacon(FINISHED_PATH, new URLSearchParams({ [CODE_FIELD]: encodeAnswers(answers) }));
  } catch (error) {
    console.error('The finished assessment could not be reported:', error);
  }
}

export interface AssessmentToolProps {
  /** The answer code of a results link the visitor came back from to review (`/chart-my-course?a=`). */
  reviewCode: string | null;
}

/**
 * The five-question assessment (docs/behaviour.md, "Assessment"): the island of /chart-my-course
 * and /programs/compass. Progress is kept in the tab's session storage (../logic/saved-progress.ts):
 * the server and the hydrating browser render the first question (or the answers under review),
 * and the kept progress shows right after. Get Results moves to the results page.
 */
function AssessmentTool({ reviewCode }: AssessmentToolProps) {
  const [state, dispatch] = useReducer(assessmentReducer, reviewCode, startingState);
  // Saving starts once the kept progress has been read, so the first render never overwrites it.
  const restored = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the new step's heading only after the visitor moves, never on first load.
  const focusAfterMove = useRef(false);

  // Declared before the reading effect below, so on mount it runs first, while nothing is read yet.
  useEffect(() => {
    if (restored.current) saveProgress(state);
  }, [state]);

  // Once, on mount: the page's address may change later (Get Results), which is no new review.
  const mountedWith = useRef(reviewCode);
  useEffect(() => {
    const review = decodeAnswers(mountedWith.current);
    if (review) {
      // The answers under review are kept in the session from now on, not in the address.
      saveProgress(startingState(mountedWith.current));
      window.history.replaceState(window.history.state, '', window.location.pathname);
    } else {
      const kept = readProgress();
      if (kept) dispatch({ type: 'restore', state: kept });
    }
    restored.current = true;
  }, []);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    headingRef.current?.focus();
  }, [state.index, state.completed]);

  const move = (action: AssessmentAction) => {
    focusAfterMove.current = true;
    dispatch(action);
  };

  const startOver = () => {
    trackStartOver();
    move({ type: 'restart' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canGoNext(state)) return;
    if (isLastQuestion(state) && isComplete(state.answers)) {
      trackResultsShown(recommendFor(state.answers).persona);
      saveProgress({ ...state, completed: true });
      reportFinished(state.answers);
      navigateTo(resultsUrl(state.answers));
      return;
    }
    move({ type: 'next' });
  };

  const finished = state.completed && isComplete(state.answers) ? state.answers : null;
  const question = questions[state.index];
  const answered = Object.keys(state.answers).length > 0;
  const announcement = finished
    ? progressCopy.resultsReady(recommendFor(finished).persona.name)
    : progressCopy.position(state.index + 1, QUESTION_COUNT);

  return (
    <div css={css({ paddingBottom: '4rem', [mq.md]: { paddingBottom: '6rem' } })}>
      {finished ? (
        <FinishedPanel
          personaName={recommendFor(finished).persona.name}
          resultsHref={resultsUrl(finished)}
          headingRef={headingRef}
          onReview={() => {
            trackReviewAnswers();
            move({ type: 'review' });
          }}
          onStartOver={startOver}
        />
      ) : (
        <form
          onSubmit={onSubmit}
          aria-label={navigationCopy.formLabel}
          css={css([panel, { maxWidth: '52rem', margin: '0 auto' }])}
          noValidate
        >
          <AssessmentProgress index={state.index} onStartOver={answered ? startOver : undefined} />
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
