import { clearProgress, parseProgress, PROGRESS_KEY, readProgress, saveProgress } from './saved-progress';
import { initialAssessmentState, type AssessmentState } from './assessment-state';

const midway: AssessmentState = { answers: { 0: 'building', 1: 'market', 2: 'fulltime' }, index: 3, completed: false };
const finished: AssessmentState = {
  answers: { 0: 'idea', 1: 'product', 2: 'evenings', 3: 'community', 4: 'first' },
  index: 4,
  completed: true,
};

beforeEach(() => window.sessionStorage.clear());

describe('saved progress', () => {
  it('keeps answers, the current question and the results in session storage, and reads them back', () => {
    saveProgress(midway);
    expect(readProgress()).toEqual(midway);
    saveProgress(finished);
    expect(readProgress()).toEqual(finished);
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('clears on Start over, and stores nothing for an untouched first question', () => {
    saveProgress(midway);
    clearProgress();
    expect(window.sessionStorage.getItem(PROGRESS_KEY)).toBeNull();
    saveProgress(initialAssessmentState);
    expect(window.sessionStorage.length).toBe(0);
    expect(readProgress()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a list', '[]'],
    ['an option of another question', JSON.stringify({ ...midway, answers: { 0: 'funding' } })],
    ['a question past an unanswered one', JSON.stringify({ answers: { 0: 'idea' }, index: 3, completed: false })],
    ['results without every answer', JSON.stringify({ ...midway, completed: true })],
    ['a question out of range', JSON.stringify({ ...midway, index: 5 })],
    ['no completed flag', JSON.stringify({ answers: {}, index: 0 })],
  ])('counts %s as no progress', (_, text) => {
    window.sessionStorage.setItem(PROGRESS_KEY, text);
    expect(readProgress()).toBeNull();
  });

  it('keeps working when storage refuses to read or write', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readProgress(refusing)).toBeNull();
    expect(() => saveProgress(midway, refusing)).not.toThrow();
    expect(readProgress(null)).toBeNull();
  });

  it('accepts a later answer kept after going back', () => {
    expect(parseProgress({ answers: { 0: 'idea', 1: 'product', 2: 'evenings' }, index: 1, completed: false })).toEqual({
      answers: { 0: 'idea', 1: 'product', 2: 'evenings' },
      index: 1,
      completed: false,
    });
  });
});
