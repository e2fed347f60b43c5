import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { CODE_FIELD, FINISHED_PATH, RESULTS_PATH } from '@pv/shared/contract/assessment-results';
import { island } from '@pv/shared/islands/island';
import { useHydrated } from '@pv/shared/islands/use-hydrated';
import { navigateTo } from '@pv/shared/navigation/site-location';
import { mq } from '@pv/shared/theme/tokens';
import { isComplete, QUESTION_COUNT, type AnyOptionId, type CompleteAnswers, type QuestionId } from '../model';
import { questions } from '../content/questions';
import { navigationCopy, progressCopy } from '../content/page-copy';
import { personas } from '../content/results';
import { canGoNext, canGoPrevious, isLastQuestion, type AssessmentAction, type AssessmentState } from '../logic/assessment-state';
import { personaFor } from '../logic/persona';
import { encodeAnswers } from '../logic/answer-code';
import { saveProgress } from '../logic/saved-progress';
import { trackResultsShown, trackReviewAnswers, trackStartOver } from '../analytics';
import { AssessmentProgress } from './assessment-progress';
import { QuestionStep } from './question-step';
import { StepNavigation } from './step-navigation';
import { FinishedPanel } from './finished-panel';
import { assessmentPanel } from './styles';
import { useProgress } from './use-progress';

const root = css({ paddingBottom: '4rem', [mq.md]: { paddingBottom: '6rem' } });

const resultsUrl = (answers: CompleteAnswers) => `${RESULTS_PATH}?${CODE_FIELD}=${encodeAnswers(answers)}`;

/** Counts the finished assessment for the team (anonymously: the answer code only); a beacon outlives the page. */
function reportFinished(answers: CompleteAnswers) {
  try {
    navigator.sendBeacon(FINISHED_PATH, new URLSearchParams({ [CODE_FIELD]: encodeAnswers(answers) }));
  } catch (error) {
    console.error('The finished assessment could not be reported:', error);
  }
}

/** The answers, when the assessment was finished earlier in the session. */
const finishedAnswers = (state: AssessmentState) => (state.completed && isComplete(state.answers) ? state.answers : null);

export interface AssessmentToolProps {
  /**
   * The page's query: the answer code of a results link the visitor came back from to review
   * (`/chart-my-course?a=`), or the answers and step the form sent without scripts.
   */
  address: string;
}

/**
 * The five-question assessment (docs/behaviour.md, "Assessment"), the island of /chart-my-course and
 * /programs/compass, driven by the state machine of ../logic/assessment-state.ts. The server renders
 * the state the address gives (the first question, the answers under review, or the step the form
 * sent without scripts), every question in the form with all but the current one hidden. Once
 * hydrated, it takes up the progress kept in the tab's session and any answer chosen before
 * (use-progress.ts), shows one question at a time with its progress, Previous and Next, keeps every
 * change in the session, moves the focus to the new question's heading after Next or Previous
 * (never on the first load) and announces the position. Get Results counts the finish and moves to
 * the results page.
 */
function AssessmentTool({ address }: AssessmentToolProps) {
  const form = useRef<HTMLFormElement>(null);
  const { state, apply } = useProgress(address, form);
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef(false);
  const done = finishedAnswers(state);
  const personaName = done ? personas[personaFor(done)].name : null;

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    heading.current?.focus();
  }, [state]);

  /** Applies `action`; when it changes the state, the focus goes to the new heading once rendered. */
  const move = useCallback(
    (action: AssessmentAction) => {
      focusAfterRender.current = apply(action);
    },
    [apply],
  );
  const choose = useCallback(
    (questionId: QuestionId, optionId: AnyOptionId) => void apply({ type: 'answer', questionId, optionId }),
    [apply],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canGoNext(state)) return;
    if (isLastQuestion(state) && isComplete(state.answers)) {
      trackResultsShown(personas[personaFor(state.answers)].name);
      saveProgress({ ...state, completed: true });
      reportFinished(state.answers);
      navigateTo(resultsUrl(state.answers));
      return;
    }
    move({ type: 'next' });
  }

  const startOver = () => {
    trackStartOver();
    move({ type: 'restart' });
  };

  return (
    <div css={root}>
      <form ref={form} aria-label={navigationCopy.formLabel} css={assessmentPanel} noValidate hidden={done !== null} onSubmit={onSubmit}>
        <AssessmentProgress index={state.index} answered={Object.keys(state.answers).length > 0} onStartOver={startOver} />
        {questions.map((question) => (
          <div key={question.id} hidden={question.id !== state.index}>
            <QuestionStep
              question={question}
              selected={state.answers[question.id]}
              onChoose={choose}
              headingRef={!done && question.id === state.index ? heading : undefined}
            />
          </div>
        ))}
        <StepNavigation
          index={state.index}
          canGoPrevious={canGoPrevious(state)}
          canGoNext={canGoNext(state)}
          nextDisabled={hydrated && !canGoNext(state)}
          isLast={isLastQuestion(state)}
          onPrevious={() => move({ type: 'previous' })}
        />
      </form>
      {done && personaName ? (
        <FinishedPanel
          personaName={personaName}
          resultsHref={resultsUrl(done)}
          headingRef={heading}
          onReview={() => {
            trackReviewAnswers();
            move({ type: 'review' });
          }}
          onStartOver={startOver}
        />
      ) : null}
      <p role="status" className="visually-hidden">
        {personaName ? progressCopy.resultsReady(personaName) : progressCopy.position(state.index + 1, QUESTION_COUNT)}
      </p>
    </div>
  );
}

export default island('assessment', AssessmentTool);
