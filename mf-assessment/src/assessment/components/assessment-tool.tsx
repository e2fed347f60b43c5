import { css } from '@emotion/react';
import { scriptIsland } from '@pv/shared/islands/island';
import { mq } from '@pv/shared/theme/tokens';
import { QUESTION_COUNT } from '../model';
import { questions } from '../content/questions';
import { navigationCopy, progressCopy } from '../content/page-copy';
import { canGoNext, canGoPrevious, isLastQuestion, startingState } from '../logic/assessment-state';
import { AssessmentProgress } from './assessment-progress';
import { QuestionStep } from './question-step';
import { StepNavigation } from './step-navigation';
import { FinishedPanel } from './finished-panel';
import { startAssessment } from './assessment-start';
import { panel } from './styles';

export interface AssessmentToolProps {
  /**
   * The page's query: the answer code of a results link the visitor came back from to review
   * (`/chart-my-course?a=`), or the answers and step the form sent without scripts.
   */
  address: string;
}

/**
 * The five-question assessment (docs/behaviour.md, "Assessment"): the island of /chart-my-course
 * and /programs/compass. The server renders the first question (or the answers under review, or
 * the step the form sent without scripts) with every other question and the finished panel
 * hidden; in the browser startAssessment (assessment-start.ts), a script island with no React,
 * restores the progress kept in the tab's session storage and drives every step
 * (docs/decisions/0026-script-islands.md). Get Results moves to the results page.
 */
function AssessmentTool({ address }: AssessmentToolProps) {
  const state = startingState(new URLSearchParams(address));
  return (
    <div css={css({ paddingBottom: '4rem', [mq.md]: { paddingBottom: '6rem' } })} data-assessment="">
      <form
        aria-label={navigationCopy.formLabel}
        css={css([panel, { maxWidth: '52rem', margin: '0 auto' }])}
        noValidate
        data-assessment-form=""
      >
        <AssessmentProgress index={state.index} answered={Object.keys(state.answers).length > 0} />
        {questions.map((question) => (
          <div key={question.id} hidden={question.id !== state.index} data-step={question.id}>
            <QuestionStep question={question} selected={state.answers[question.id]} />
          </div>
        ))}
        <StepNavigation
          index={state.index}
          canGoPrevious={canGoPrevious(state)}
          canGoNext={canGoNext(state)}
          isLast={isLastQuestion(state)}
        />
      </form>
      <FinishedPanel />
      <p role="status" className="visually-hidden" data-announcement="">
        {progressCopy.position(state.index + 1, QUESTION_COUNT)}
      </p>
    </div>
  );
}

export default scriptIsland('assessment', AssessmentTool, startAssessment);
