import {
  assessmentReducer,
  canGoNext,
  canGoPrevious,
  initialAssessmentState,
  isLastQuestion,
  progressPercent,
  type AssessmentAction,
  type AssessmentState,
} from './assessment-state';

const run = (...actions: AssessmentAction[]) => actions.reduce(assessmentReducer, initialAssessmentState);
const answer = (questionId: 0 | 1 | 2 | 3 | 4, optionId: string): AssessmentAction =>
  ({ type: 'answer', questionId, optionId }) as AssessmentAction;
const next: AssessmentAction = { type: 'next' };
const previous: AssessmentAction = { type: 'previous' };

const allAnswered = (): AssessmentState =>
  run(answer(0, 'idea'), next, answer(1, 'product'), next, answer(2, 'evenings'), next, answer(3, 'community'), next, answer(4, 'first'));

describe('assessment state', () => {
  it('starts on the first question with no answers and no results', () => {
    expect(initialAssessmentState).toEqual({ answers: {}, index: 0, completed: false });
    expect(canGoPrevious(initialAssessmentState)).toBe(false);
    expect(canGoNext(initialAssessmentState)).toBe(false);
  });

  it('does not move forward until the current question is answered', () => {
    expect(run(next)).toEqual(initialAssessmentState);
    expect(run(answer(0, 'building'), next).index).toBe(1);
    expect(run(answer(0, 'building'), next, next).index).toBe(1);
  });

  it('does not move back from the first question', () => {
    expect(run(previous)).toBe(initialAssessmentState);
    expect(run(answer(0, 'idea'), next, previous).index).toBe(0);
  });

  it('ignores an option that belongs to another question', () => {
    expect(run(answer(0, 'funding'))).toBe(initialAssessmentState);
    expect(run(answer(4, 'idea'))).toBe(initialAssessmentState);
  });

  it('completes on Next from the last question, keeping the answers', () => {
    const onLast = allAnswered();
    expect(onLast.index).toBe(4);
    expect(isLastQuestion(onLast)).toBe(true);
    const done = assessmentReducer(onLast, next);
    expect(done.completed).toBe(true);
    expect(done.answers).toEqual({ 0: 'idea', 1: 'product', 2: 'evenings', 3: 'community', 4: 'first' });
    expect(canGoNext(done)).toBe(false);
    expect(canGoPrevious(done)).toBe(false);
  });

  it('lets an earlier answer change after going back, keeping the later ones', () => {
    const back = [previous, previous, previous, previous].reduce(assessmentReducer, allAnswered());
    expect(back.index).toBe(0);
    const changed = assessmentReducer(back, answer(0, 'building'));
    expect(changed.answers).toEqual({ 0: 'building', 1: 'product', 2: 'evenings', 3: 'community', 4: 'first' });
    expect(canGoNext(changed)).toBe(true);
  });

  it('reviews from the results with answers kept, or restarts empty', () => {
    const done = assessmentReducer(allAnswered(), next);
    expect(assessmentReducer(done, { type: 'review' })).toEqual({ ...done, index: 0, completed: false });
    expect(assessmentReducer(done, { type: 'restart' })).toEqual(initialAssessmentState);
  });

  it.each([
    [0, 20],
    [1, 40],
    [2, 60],
    [3, 80],
    [4, 100],
  ] as const)('question index %i is %i%% complete', (index, percent) => {
    expect(progressPercent(index)).toBe(percent);
  });
});
