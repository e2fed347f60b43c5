// The results e-mail form in the browser, without React: a script island (docs/decisions/0026-script-islands.md)
// that drives the server's HTML of results-email-form.tsx. It checks the fields as the server
// does, sends the form with fetch, and shows the answer in place: field errors, a banner, or the
// form replaced by its result. Without JavaScript the form posts and the server's page answers.
import { trackButtonClick } from '@pv/shared/analytics/analytics';
import {
  CODE_FIELD,
  CONSENT_FIELD,
  EMAIL_FIELD,
  RESULTS_EMAIL_PATH,
  resultsEmailErrors,
  type ResultsEmailOutcome,
  type ResultsEmailStatus,
} from '@pv/shared/contract/assessment-results';
import { showFieldError } from '@pv/shared/forms/field-errors';
import { postFormForOutcome } from '@pv/shared/forms/post-form';
import { eventListeners, partOf } from '@pv/shared/islands/script-island-dom';
import { ASSESSMENT_CATEGORY } from '../analytics';

/** The form's words for each answer and for its button, from the HTML's `data-messages`. */
export type ResultsEmailMessages = Record<'invalid' | 'rate-limited' | 'unavailable' | 'sent' | 'saved' | 'submit' | 'sending', string>;

/** The banner over the form after an answer: its error, or none. */
export const bannerOf = (status: ResultsEmailStatus, messages: ResultsEmailMessages): string | null =>
  status === 'invalid' || status === 'rate-limited' || status === 'unavailable' ? messages[status] : null;

/** Each field's error, by the key of `ResultsEmailOutcome['errors']`. */
const ERROR_FIELDS = [
  ['email', EMAIL_FIELD],
  ['consent', CONSENT_FIELD],
  ['code', CODE_FIELD],
] as const;

/** Starts the results e-mail form inside `island` (its marker element); returns what stops it. */
export function startResultsEmail(island: HTMLElement): () => void {
  const root = partOf(island, 'data-results-email');
  const form = partOf<HTMLFormElement>(root, 'data-email-form');
  const done = partOf(root, 'data-email-done');
  const banner = partOf(form, 'data-email-banner');
  const submit = partOf<HTMLButtonElement>(form, 'data-email-submit');
  const messages = JSON.parse(root.getAttribute('data-messages') ?? '{}') as ResultsEmailMessages;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const { on, removeAll } = eventListeners();

  function showErrors(errors: ResultsEmailOutcome['errors']) {
    for (const [key, name] of ERROR_FIELDS) showFieldError(form, name, errors[key]);
  }

  function showStatus(status: ResultsEmailStatus | 'sending') {
    submit.disabled = status === 'sending';
    submit.textContent = status === 'sending' ? messages.sending : messages.submit;
    const text = status === 'sending' ? null : bannerOf(status, messages);
    banner.textContent = text ?? '';
    banner.hidden = !text;
    if (status === 'sent' || status === 'saved') {
      done.textContent = messages[status];
      done.hidden = false;
      form.hidden = true;
    }
  }

  on(form, 'submit', (event) => {
    event.preventDefault();
    trackButtonClick(ASSESSMENT_CATEGORY, 'E-mail Results');
    const email = field(EMAIL_FIELD).value;
    const found = resultsEmailErrors({ email, consent: field(CONSENT_FIELD).checked });
    showErrors(found);
    if (Object.keys(found).length > 0) {
      showStatus('invalid');
      return;
    }
    showStatus('sending');
    const fields = { [CODE_FIELD]: field(CODE_FIELD).value, [EMAIL_FIELD]: email, [CONSENT_FIELD]: 'yes' };
    postFormForOutcome<ResultsEmailOutcome>(RESULTS_EMAIL_PATH, fields).then(
      (answer) => {
        showErrors(answer?.errors ?? {});
        showStatus(answer?.status ?? 'unavailable');
      },
      (error: unknown) => {
        console.error('The results e-mail could not be requested:', error);
        showStatus('unavailable');
      },
    );
  });
  return removeAll;
}
