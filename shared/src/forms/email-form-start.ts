// The site's e-mail form in the browser (email-form.tsx: the footer's newsletter, the assessment's
// results e-mail), without React: a script island of the shell that drives the server's HTML. It
// checks the fields as the server does (field-checks.ts), sends the form's own fields with fetch to
// its action, and shows the answer in place: the field errors, a banner, or the form replaced by
// its success. Without JavaScript the form posts and the server's page answers.
import { trackButtonClick } from '@pv/shared/analytics/analytics';
import { fieldErrors, type FieldValue, type FormFields } from '@pv/shared/forms/field-checks';
import { showFieldError } from '@pv/shared/forms/field-errors';
import { fieldsOf, postFormForOutcome } from '@pv/shared/forms/post-form';
import { eventListeners, partOf } from '@pv/shared/islands/script-island-dom';

/** What the server answers a form with, as far as the form shows it: its status and each field's error by key. */
export interface FormOutcome {
  status: string;
  errors: Readonly<Record<string, string | undefined>>;
}

/** The banner over a form sent back for its fields' errors (status `invalid`), each shown under its field. */
export const FIELD_ERRORS_BANNER = 'Please correct the marked field(s) below.';

export interface EmailFormMessages {
  /** What replaces the form, by each status that means it was taken. */
  done: Readonly<Record<string, string>>;
  /**
   * The banner over the form, by each other status the server answers, `unavailable` at least (not
   * sent, or not answered; also said for a status the form does not know). `invalid` has FIELD_ERRORS_BANNER.
   */
  refused: Readonly<{ unavailable: string } & Record<string, string>>;
  submit: string;
  /** The submit button's words while the form is on its way. */
  sending: string;
  /** What the console says, before the error, when the form could not be sent: "Newsletter sign-up failed". */
  failure: string;
}

/** What the script needs of a form, carried by its HTML (`data-email-form`). */
export interface EmailFormSpec {
  fields: FormFields;
  messages: EmailFormMessages;
  /** The analytics event of each press on submit. */
  track: { category: string; label: string };
  /**
   * Set when the form's action is a mailing-list provider's form, which answers across origins
   * without CORS: the answer cannot be read, so a request sent counts as this status.
   */
  providerStatus?: string;
}

/** A message by status: only the record's own (a status is what the server says, `constructor` too). */
const messageFor = (messages: Readonly<Record<string, string>>, status: string) =>
  Object.hasOwn(messages, status) ? messages[status] : undefined;

/** What replaces the form after `status`, when it means the form was taken. */
export const thanksFor = (status: string, messages: EmailFormMessages) => messageFor(messages.done, status);

/** The banner over the form after `status`: its refusal, or none. */
export function bannerOf(status: string, messages: EmailFormMessages): string | null {
  if (thanksFor(status, messages) !== undefined) return null;
  if (status === 'invalid') return FIELD_ERRORS_BANNER;
  return messageFor(messages.refused, status) ?? messages.refused.unavailable;
}

/** Each checked field's value in the form: its text, or whether its box is ticked. */
function valuesOf(form: HTMLFormElement, fields: FormFields): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const [key, { name }] of Object.entries(fields)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement) values[key] = field.type === 'checkbox' ? field.checked : field.value;
  }
  return values;
}

/** Sends the form to its action and says what it came to; throws when it could not be sent or was not answered. */
async function send(form: HTMLFormElement, spec: EmailFormSpec): Promise<FormOutcome> {
  const action = form.getAttribute('action') ?? '';
  if (spec.providerStatus) {
    await fetch(action, { method: 'POST', mode: 'no-cors', body: fieldsOf(form) });
    return { status: spec.providerStatus, errors: {} };
  }
  const outcome = await postFormForOutcome<FormOutcome>(action, fieldsOf(form));
  if (!outcome) throw new Error(`${action} did not answer with the form’s outcome`);
  return outcome;
}

/** Starts the e-mail form inside `island` (its marker element); returns what stops it. */
export function startEmailForm(island: HTMLElement): () => void {
  const root = partOf(island, 'data-email-form');
  const spec = JSON.parse(root.getAttribute('data-email-form') ?? '{}') as EmailFormSpec;
  const form = partOf<HTMLFormElement>(root, 'data-email-form-fields');
  const done = partOf(root, 'data-email-form-done');
  const banner = partOf(form, 'data-email-form-banner');
  const submit = partOf<HTMLButtonElement>(form, 'data-email-form-submit');
  const { on, removeAll } = eventListeners();

  function showErrors(errors: FormOutcome['errors']) {
    for (const [key, { name }] of Object.entries(spec.fields)) showFieldError(form, name, errors[key]);
  }

  function showBanner(text: string | null) {
    banner.textContent = text ?? '';
    banner.hidden = !text;
  }

  function showSending() {
    submit.disabled = true;
    submit.textContent = spec.messages.sending;
    showBanner(null);
  }

  function showStatus(status: string) {
    submit.disabled = false;
    submit.textContent = spec.messages.submit;
    showBanner(bannerOf(status, spec.messages));
    const thanks = thanksFor(status, spec.messages);
    if (thanks === undefined) return;
    done.textContent = thanks;
    done.hidden = false;
    form.hidden = true;
  }

  on(form, 'submit', (event) => {
    event.preventDefault();
    trackButtonClick(spec.track.category, spec.track.label);
    const found = fieldErrors(spec.fields, valuesOf(form, spec.fields));
    showErrors(found);
    if (Object.keys(found).length > 0) return showStatus('invalid');
    showSending();
    send(form, spec).then(
      (outcome) => {
        showErrors(outcome.errors);
        showStatus(outcome.status);
      },
      (error: unknown) => {
        console.error(`${spec.messages.failure}:`, error);
        showStatus('unavailable');
      },
    );
  });
  return removeAll;
}
