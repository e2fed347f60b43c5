import { encodeAnswers } from './answer-code';
import { answersFromFields, completeAnswersOf } from './answer-fields';
import { startingState } from './assessment-state';

/** The query the form sends without scripts: each question's radio by its field, then the step asked for. */
const sent = (answers: readonly (string | undefined)[], step?: number) => {
  const fields = new URLSearchParams();
  answers.forEach((answer, id) => answer !== undefined && fields.set(`assessment-question-${id}`, answer));
  if (step !== undefined) fields.set('step', String(step));
  return fields;
};
const all = ['launched', 'funding', 'fulltime', 'intensive', 'some'] as const;

describe('the assessment sent as a form, without scripts', () => {
  it('reads each question’s answer from its field, and leaves out a value that is not one of its options', () => {
    expect(answersFromFields(sent(['idea', 'idea', 'evenings']))).toEqual({ 0: 'idea', 2: 'evenings' });
  });

  it('shows the question the step asks for, or the first unanswered one before it', () => {
    expect(startingState(sent(['idea'], 1))).toEqual({ answers: { 0: 'idea' }, index: 1, completed: false });
    // Next without an answer: the same question again.
    expect(startingState(sent(['idea'], 2)).index).toBe(1);
    expect(startingState(sent([], 1)).index).toBe(0);
    // Previous.
    expect(startingState(sent(['idea', 'market', 'parttime'], 1)).index).toBe(1);
    // Past the last question, or not a number: kept within the five.
    expect(startingState(sent(all, 9)).index).toBe(4);
    expect(startingState(sent(['idea'], -3)).index).toBe(0);
    expect(startingState(sent(['idea', 'market'], Number.NaN)).index).toBe(0);
  });

  it('gives the results page all five answers once each is answered, as a code does', () => {
    const answers = { 0: 'launched', 1: 'funding', 2: 'fulltime', 3: 'intensive', 4: 'some' } as const;
    expect(completeAnswersOf(sent(all, 5))).toEqual(answers);
    expect(completeAnswersOf(new URLSearchParams({ a: encodeAnswers(answers) }))).toEqual(answers);
    expect(completeAnswersOf(sent(all.slice(0, 4), 5))).toBeNull();
    expect(completeAnswersOf(new URLSearchParams({ a: 'zzzzz' }))).toBeNull();
  });
});
