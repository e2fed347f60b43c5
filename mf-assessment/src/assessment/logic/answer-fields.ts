// The assessment as a form that works without scripts (docs/behaviour.md, "Assessment"): each
// question's radios are a field of the form, sent with every step (the questions not shown are in
// the form too), and Previous and Next send the question to show next. The server renders the
// state they give (assessment-state.ts, `startingState`); Get Results sends them to the results
// page, which reads the five answers from them as from an answer code.
import { CODE_FIELD } from '@pv/shared/contract/assessment-results';
import { isComplete, isOptionOf, questionIds, type Answers, type CompleteAnswers, type QuestionId } from '../model';
import { decodeAnswers } from './answer-code';

/** The field of a question's radios. */
export const answerField = (id: QuestionId) => `assessment-question-${id}`;

/** The field of Previous and Next: the index of the question to show. */
export const STEP_FIELD = 'step';

/** The answers the fields hold; a value that is not one of its question's options is left out. */
export function answersFromFields(fields: URLSearchParams): Answers {
  const answers = questionIds.flatMap((id) => {
    const value = fields.get(answerField(id));
    return value !== null && isOptionOf(id, value) ? [[id, value] as const] : [];
  });
  return Object.fromEntries(answers) as Answers;
}

/** The five answers of a results address: its answer code, or the assessment's fields with all five answered. */
export function completeAnswersOf(address: URLSearchParams): CompleteAnswers | null {
  const answers = decodeAnswers(address.get(CODE_FIELD)) ?? answersFromFields(address);
  return isComplete(answers) ? answers : null;
}
