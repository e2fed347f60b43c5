// The assessment in the browser, without React: a script island (docs/decisions/0026-script-islands.md)
// that drives the server's HTML of assessment-tool.tsx through the state machine of
// ../logic/assessment-state.ts. It restores the progress kept in the tab's session storage (or
// takes the answers of a results link under review), shows one question at a time with its
// progress, Previous and Next, keeps every change in the session, moves the focus to the new
// question's heading after Next or Previous (never on the first load), announces the position in
// the live region, and on Get Results counts the finish and moves to the results page.
//
// The server's HTML marks what this script drives: the form (data-assessment-form), each question's step
// (data-step="<question id>") with its heading (data-step-heading) and option cards (data-option),
// the progress's position, percent, bar and fill (data-position, data-percent, data-progress-bar,
// data-progress-fill), Start over and its row (data-start-over, data-start-over-row), Previous,
// Next, the form's default button and the hint under them (data-previous, data-next,
// data-default-next, data-hint), the finished panel (data-finished, with the personas' names in
// data-persona-names) with its heading, results link, Review and Start over
// (data-finished-heading, data-see-results, data-review,
// data-finished-start-over), and the live region (data-announcement).
import { CODE_FIELD, FINISHED_PATH, RESULTS_PATH } from '@pv/shared/contract/assessment-results';
import { eventListeners, partOf } from '@pv/shared/islands/script-island-dom';
import { navigateTo } from '@pv/shared/navigation/site-location';
import { isComplete, QUESTION_COUNT, type AnyOptionId, type CompleteAnswers, type PersonaId, type QuestionId } from '../model';
import { finishedCopy, navigationCopy, progressCopy } from '../content/page-copy';
import {
  assessmentReducer,
  canGoNext,
  canGoPrevious,
  initialAssessmentState,
  isLastQuestion,
  progressPercent,
  startingState,
  type AssessmentAction,
  type AssessmentState,
} from '../logic/assessment-state';
import { personaFor } from '../logic/persona';
import { encodeAnswers } from '../logic/answer-code';
import { readProgress, saveProgress } from '../logic/saved-progress';
import { trackResultsShown, trackReviewAnswers, trackStartOver } from '../analytics';

const resultsUrl = (answers: CompleteAnswers) => `${RESULTS_PATH}?${CODE_FIELD}=${encodeAnswers(answers)}`;

/** Counts the finished assessment for the team (anonymously: the answer code only); a beacon outlives the page. */
function reportFinished(answers: CompleteAnswers) {
  try {
    navigator.sendBeacon(FINISHED_PATH, new URLSearchParams({ [CODE_FIELD]: encodeAnswers(answers) }));
  } catch (error) {
    console.error('The finished assessment could not be reported:', error);
  }
}

/** Sets an element's text only when it changes, so a live region does not repeat itself. */
function setText(element: HTMLElement, text: string) {
  if (element.textContent !== text) element.textContent = text;
}

/**
 * The state of the page's address (answers under review, `?a=`, or what the form sent before this
 * script ran), or the progress kept in the session.
 */
function firstState(): AssessmentState {
  const fromAddress = startingState(new URLSearchParams(window.location.search));
  if (fromAddress === initialAssessmentState) return readProgress() ?? initialAssessmentState;
  // The answers are kept in the session from now on, not in the address.
  saveProgress(fromAddress);
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return fromAddress;
}

/** Starts the assessment inside `island` (its marker element); returns what stops it. */
export function startAssessment(island: HTMLElement): () => void {
  const root = partOf(island, 'data-assessment');
  const form = partOf<HTMLFormElement>(root, 'data-assessment-form');
  const steps = Array.from(form.querySelectorAll<HTMLElement>('[data-step]'));
  const isRadio = (element: EventTarget | null): element is HTMLInputElement =>
    element instanceof HTMLInputElement && element.type === 'radio';
  const radios = Array.from(form.elements).filter(isRadio);
  const position = partOf(form, 'data-position');
  const percentText = partOf(form, 'data-percent');
  const bar = partOf(form, 'data-progress-bar');
  const fill = partOf(form, 'data-progress-fill');
  const startOverRow = partOf(form, 'data-start-over-row');
  const previous = partOf<HTMLButtonElement>(form, 'data-previous');
  const next = partOf<HTMLButtonElement>(form, 'data-next');
  // The form's default button, which sends what Next sends (step-navigation.tsx).
  const defaultNext = partOf<HTMLButtonElement>(form, 'data-default-next');
  const hint = partOf(form, 'data-hint');
  const finished = partOf(root, 'data-finished');
  const finishedHeading = partOf(finished, 'data-finished-heading');
  const seeResults = partOf<HTMLAnchorElement>(finished, 'data-see-results');
  const announcement = partOf(root, 'data-announcement');
  const personaNames = JSON.parse(finished.getAttribute('data-persona-names') ?? '{}') as Record<PersonaId, string>;
  const { on, removeAll } = eventListeners();
  let state = firstState();

  const questionOf = (element: Element) => Number(element.closest('[data-step]')?.getAttribute('data-step')) as QuestionId;

  function show() {
    const done = state.completed && isComplete(state.answers) ? state.answers : null;
    form.hidden = done !== null;
    finished.hidden = done === null;
    if (done) {
      const name = personaNames[personaFor(done)];
      setText(finishedHeading, finishedCopy.heading(name));
      seeResults.href = resultsUrl(done);
      setText(announcement, progressCopy.resultsReady(name));
      return;
    }
    for (const step of steps) step.hidden = questionOf(step) !== state.index;
    for (const radio of radios) {
      radio.checked = state.answers[questionOf(radio)] === radio.value;
      radio.closest('[data-option]')?.toggleAttribute('data-selected', radio.checked);
    }
    const percent = progressPercent(state.index);
    const where = progressCopy.position(state.index + 1, QUESTION_COUNT);
    setText(position, where);
    setText(percentText, progressCopy.percent(percent));
    bar.setAttribute('aria-valuenow', String(percent));
    bar.setAttribute('aria-valuetext', `${where}, ${progressCopy.percent(percent)}`);
    fill.style.width = `${percent}%`;
    startOverRow.hidden = Object.keys(state.answers).length === 0;
    previous.disabled = !canGoPrevious(state);
    const ready = canGoNext(state);
    next.disabled = !ready;
    // What the buttons would send without this script (answer-fields.ts), kept true.
    previous.value = String(state.index - 1);
    for (const button of [defaultNext, next]) {
      button.value = String(state.index + 1);
      if (isLastQuestion(state)) button.setAttribute('formaction', RESULTS_PATH);
      else button.removeAttribute('formaction');
    }
    setText(next, isLastQuestion(state) ? navigationCopy.getResults : navigationCopy.next);
    if (ready) next.removeAttribute('aria-describedby');
    else next.setAttribute('aria-describedby', hint.id);
    hint.hidden = ready;
    setText(announcement, where);
  }

  /** Applies `action`, keeps the result in the session and shows it; after a move, the focus goes to the new heading. */
  function dispatch(action: AssessmentAction, { move }: { move: boolean }) {
    state = assessmentReducer(state, action);
    saveProgress(state);
    show();
    if (!move) return;
    const heading = finished.hidden
      ? steps.find((step) => !step.hidden)?.querySelector<HTMLElement>('[data-step-heading]')
      : finishedHeading;
    heading?.focus();
  }

  const startOver = () => {
    trackStartOver();
    dispatch({ type: 'restart' }, { move: true });
  };

  on(form, 'change', (event) => {
    const radio = event.target;
    if (!isRadio(radio)) return;
    dispatch({ type: 'answer', questionId: questionOf(radio), optionId: radio.value as AnyOptionId }, { move: false });
  });
  on(form, 'submit', (event) => {
    event.preventDefault();
    if (event.submitter === previous) return dispatch({ type: 'previous' }, { move: true });
    if (!canGoNext(state)) return;
    if (isLastQuestion(state) && isComplete(state.answers)) {
      trackResultsShown(personaNames[personaFor(state.answers)]);
      saveProgress({ ...state, completed: true });
      reportFinished(state.answers);
      navigateTo(resultsUrl(state.answers));
      return;
    }
    dispatch({ type: 'next' }, { move: true });
  });
  on(partOf(form, 'data-start-over'), 'click', startOver);
  on(partOf(finished, 'data-finished-start-over'), 'click', startOver);
  on(partOf(finished, 'data-review'), 'click', () => {
    trackReviewAnswers();
    dispatch({ type: 'review' }, { move: true });
  });

  show();
  return removeAll;
}
