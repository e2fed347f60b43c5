// The assessment's state machine (docs/behaviour.md, "Assessment"): answers keyed by question id, the
// current question and whether results are showing. Pure, so the rules are tested without a DOM.
import { isComplete, isOptionOf, questionIds, QUESTION_COUNT, type AnyOptionId, type Answers, type QuestionId } from '../model';
import { CODE_FIELD } from '@pv/shared/contract/assessment-results';
import { decodeAnswers } from './answer-code';
import { answersFromFields, STEP_FIELD } from './answer-fields';

export interface AssessmentState {
  answers: Answers;
  index: QuestionId;
  completed: boolean;
}

export type AssessmentAction =
  | { type: 'answer'; questionId: QuestionId; optionId: AnyOptionId }
  /** Next, or Get Results on the last question. */
  | { type: 'next' }
  | { type: 'previous' }
  /** From the results back to the first question, answers kept. */
  | { type: 'review' }
  /** From the results back to an empty first question. */
  | { type: 'restart' }
  /** Progress kept from earlier in the session, or answers to review from a results link. */
  | { type: 'restore'; state: AssessmentState };

export const initialAssessmentState: AssessmentState = { answers: {}, index: 0, completed: false };

const LAST_INDEX: QuestionId = questionIds[questionIds.length - 1] ?? 0;

/**
 * The state the page's address gives (its query): the answers of a results link to review (`?a=`)
 * at the first question; the answers the form sent without scripts (answer-fields.ts) at the
 * question it asked for, or the first unanswered one before it; otherwise an empty start.
 */
export function startingState(address: URLSearchParams): AssessmentState {
  const review = decodeAnswers(address.get(CODE_FIELD));
  if (review) return { answers: review, index: 0, completed: false };
  const answers = answersFromFields(address);
  const firstUnanswered = questionIds.find((id) => answers[id] === undefined) ?? LAST_INDEX;
  const asked = Number(address.get(STEP_FIELD));
  const index = questionIds[Math.min(Number.isInteger(asked) ? Math.max(asked, 0) : 0, firstUnanswered)] ?? 0;
  return Object.keys(answers).length === 0 && index === 0 ? initialAssessmentState : { answers, index, completed: false };
}

export const isAnswered = (state: AssessmentState) => state.answers[state.index] !== undefined;
export const canGoPrevious = (state: AssessmentState) => !state.completed && state.index > 0;
export const canGoNext = (state: AssessmentState) => !state.completed && isAnswered(state);
export const isLastQuestion = (state: AssessmentState) => state.index === LAST_INDEX;

/** Percent complete while on a question: (index + 1) / 5 * 100 (docs/behaviour.md, "Assessment"). */
export function progressPercent(index: QuestionId): number {
  return Math.round(((index + 1) / QUESTION_COUNT) * 100);
}

export function assessmentReducer(state: AssessmentState, action: AssessmentAction): AssessmentState {
  switch (action.type) {
    case 'answer': {
      // Any question's answer may change at any time; an option of another question is ignored.
      if (!isOptionOf(action.questionId, action.optionId)) return state;
      if (state.answers[action.questionId] === action.optionId) return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.optionId } };
    }
    case 'next': {
      if (!canGoNext(state)) return state;
      if (isLastQuestion(state)) return isComplete(state.answers) ? { ...state, completed: true } : state;
      return { ...state, index: questionIds[state.index + 1] ?? state.index };
    }
    case 'previous':
      return canGoPrevious(state) ? { ...state, index: questionIds[state.index - 1] ?? state.index } : state;
    case 'review':
      return state.completed ? { ...state, index: 0, completed: false } : state;
    case 'restart':
      return initialAssessmentState;
    case 'restore':
      return action.state;
  }
}
