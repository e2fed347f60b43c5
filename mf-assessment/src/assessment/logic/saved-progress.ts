// Progress that survives a reload, a detour to another page and back, within the tab's session:
// the answers, the current question and whether the results were reached, in sessionStorage (never
// a cookie, never sent anywhere). Storage that cannot be read, or holds anything but a valid
// state, counts as no progress; progress that cannot be stored lasts as long as the page.
import { isComplete, isOptionOf, questionIds, type Answers } from '../model';
import { initialAssessmentState, type AssessmentState } from './assessment-state';

export const PROGRESS_KEY = 'pv-compass-progress';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const sessionStore = (): SessionStore | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** A stored value as a state, or null when it is not one: every question before the current one answered, results only when all are. */
export function parseProgress(value: unknown): AssessmentState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { answers, index, completed } = value as Record<string, unknown>;
  if (typeof answers !== 'object' || answers === null || typeof completed !== 'boolean') return null;
  if (!questionIds.some((id) => id === index)) return null;
  const given = answers as Record<string, unknown>;
  const parsed: Answers = {};
  for (const id of questionIds) {
    const option = given[id];
    if (option === undefined) continue;
    if (typeof option !== 'string' || !isOptionOf(id, option)) return null;
    Object.assign(parsed, { [id]: option });
  }
  const current = index as AssessmentState['index'];
  if (questionIds.some((id) => id < current && parsed[id] === undefined)) return null;
  if (completed && !isComplete(parsed)) return null;
  return { answers: parsed, index: current, completed };
}

export function readProgress(store: SessionStore | null = sessionStore()): AssessmentState | null {
  try {
    const text = store?.getItem(PROGRESS_KEY);
    return text ? parseProgress(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** Stores `state`; the first question with no answer is no progress, so it clears instead. */
export function saveProgress(state: AssessmentState, store: SessionStore | null = sessionStore()): void {
  try {
    const empty = state.index === initialAssessmentState.index && !state.completed && Object.keys(state.answers).length === 0;
    if (empty) store?.removeItem(PROGRESS_KEY);
    else store?.setItem(PROGRESS_KEY, JSON.stringify(state));
  } catch {
    // Full or refused storage: the progress lasts as long as the page.
  }
}

export const clearProgress = (store: SessionStore | null = sessionStore()) => saveProgress(initialAssessmentState, store);
