// The footer's newsletter sign-up in the browser, without React: a script island
// (docs/decisions/0026-script-islands.md) that drives the server's HTML of newsletter-form.tsx. It
// checks the fields as the server does, sends the sign-up with fetch (to the provider when the
// form names one, `data-provider`, else to the shell server) and shows the answer in place: field
// errors, a banner, or the form replaced by the success. Without JavaScript the form posts and the
// server's page answers.
import { trackButtonClick } from '@pv/shared/analytics/analytics';
import { showFieldError } from '@pv/shared/forms/field-errors';
import { eventListeners, partOf } from '@pv/shared/islands/script-island-dom';
import { signupErrors, subscribe, type Signup } from './subscribe';
import {
  EMAIL_FIELD,
  FIELD_ERROR_BANNER,
  NAME_FIELD,
  RATE_LIMITED_MESSAGE,
  RETURN_FIELD,
  SUCCESS_MESSAGE,
  UNAVAILABLE_MESSAGE,
  type NewsletterOutcome,
  type NewsletterStatus,
} from './newsletter-outcome';

const BANNERS: Partial<Record<NewsletterStatus, string>> = {
  invalid: FIELD_ERROR_BANNER,
  'rate-limited': RATE_LIMITED_MESSAGE,
  unavailable: UNAVAILABLE_MESSAGE,
};

/** The banner over the form after an answer: its error, or none. */
export const bannerOf = (status: NewsletterStatus): string | null => BANNERS[status] ?? null;

/** Starts the newsletter form inside `island` (its marker element); returns what stops it. */
export function startNewsletter(island: HTMLElement): () => void {
  const root = partOf(island, 'data-newsletter');
  const form = partOf<HTMLFormElement>(root, 'data-newsletter-form');
  const done = partOf(root, 'data-newsletter-done');
  const banner = partOf(form, 'data-newsletter-banner');
  const submit = partOf<HTMLButtonElement>(form, 'data-newsletter-submit');
  const providerUrl = form.hasAttribute('data-provider') ? form.action : null;
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  const { on, removeAll } = eventListeners();

  function show(status: NewsletterStatus | 'sending', errors: NewsletterOutcome['errors'] = {}) {
    showFieldError(form, EMAIL_FIELD, errors.email);
    showFieldError(form, NAME_FIELD, errors.name);
    submit.disabled = status === 'sending';
    submit.textContent = status === 'sending' ? 'Signing up…' : 'Sign Up';
    const text = status === 'sending' ? null : bannerOf(status);
    banner.textContent = text ?? '';
    banner.hidden = !text;
    if (status === 'success') {
      done.textContent = SUCCESS_MESSAGE;
      done.hidden = false;
      form.hidden = true;
    }
  }

  on(form, 'submit', (event) => {
    event.preventDefault();
    trackButtonClick('Newsletter', 'Sign Up');
    const signup: Signup = { email: value(EMAIL_FIELD), name: value(NAME_FIELD) };
    const found = signupErrors(signup);
    if (found.email || found.name) {
      show('invalid', found);
      return;
    }
    show('sending');
    const returnTo = value(RETURN_FIELD) || `${window.location.pathname}${window.location.search}`;
    void subscribe(signup, providerUrl, returnTo).then((answer) => show(answer.status, answer.errors));
  });
  return removeAll;
}
