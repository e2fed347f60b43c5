// The assessment's state in the page, as a store the island reads with useSyncExternalStore: on
// the server and in the render that hydrates its HTML, the state the page's address gives; from
// then on, the progress kept in the tab's session (read once), unless the address brought answers
// of its own, then any answer the visitor chose in the server's HTML before the island was
// hydrated, and every change after that, written through to the session. The state lives in the
// page too, so progress the browser refuses to store lasts as long as the page.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { fieldsOf } from '@pv/shared/forms/post-form';
import { questionIds } from '../model';
import { assessmentReducer, startingState, type AssessmentAction, type AssessmentState } from '../logic/assessment-state';
import { answersFromFields } from '../logic/answer-fields';
import { readProgress, saveProgress } from '../logic/saved-progress';

const hasAnswers = (state: AssessmentState) => Object.keys(state.answers).length > 0;

function createProgressStore(fromAddress: AssessmentState) {
  let current: AssessmentState | null = null;
  const listeners = new Set<() => void>();
  const snapshot = () => (current ??= hasAnswers(fromAddress) ? fromAddress : (readProgress() ?? fromAddress));
  return {
    serverSnapshot: () => fromAddress,
    snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Applies `action` to the state and keeps the result; says whether it changed anything. */
    apply(action: AssessmentAction): boolean {
      const next = assessmentReducer(snapshot(), action);
      if (next === current) return false;
      current = next;
      saveProgress(next);
      for (const listener of listeners) listener();
      return true;
    },
  };
}

export interface Progress {
  state: AssessmentState;
  /** The same function for the island's whole life, so the parts it is handed to need not render again. */
  apply: (action: AssessmentAction) => boolean;
}

/** The state of the assessment at `address` (the page's query) whose questions are the radios of `form`, and what changes it. */
export function useProgress(address: string, form: RefObject<HTMLFormElement | null>): Progress {
  const [store] = useState(() => createProgressStore(startingState(new URLSearchParams(address))));
  const state = useSyncExternalStore(store.subscribe, store.snapshot, store.serverSnapshot);
  useEffect(() => {
    const fromAddress = store.serverSnapshot();
    if (!hasAnswers(fromAddress)) return;
    // The address's answers (under review, or sent by the form without scripts) are kept in the session from now on, not in the address.
    saveProgress(fromAddress);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [store]);
  useEffect(() => {
    // A radio the visitor chose before the island was hydrated stays chosen (React leaves it as it
    // is): the state takes it up, as if it had been chosen now.
    if (!form.current) return;
    const rendered = store.serverSnapshot().answers;
    const chosen = answersFromFields(fieldsOf(form.current));
    for (const questionId of questionIds) {
      const optionId = chosen[questionId];
      if (optionId !== undefined && optionId !== rendered[questionId]) store.apply({ type: 'answer', questionId, optionId });
    }
  }, [store, form]);
  return { state, apply: store.apply };
}
