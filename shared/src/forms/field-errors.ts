// A field's error shown by the e-mail form's script (email-form-start.ts) in the server's HTML: the
// message in the field's FieldError slot, and the field marked invalid and described by it, as the
// server renders a form sent back with errors.
import { partOf } from '@pv/shared/islands/script-island-dom';

/**
 * Shows `message` in the form's error marked `data-error-for="<name>"` (hides it when there is
 * none), and marks the field of that name, unless it is hidden (no visitor can correct it).
 */
export function showFieldError(form: HTMLFormElement, name: string, message: string | undefined): void {
  const error = partOf(form, `data-error-for="${name}"`);
  error.textContent = message ?? '';
  error.hidden = !message;
  const field = form.elements.namedItem(name);
  if (!(field instanceof HTMLInputElement) || field.type === 'hidden') return;
  if (message) {
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', error.id);
  } else {
    field.removeAttribute('aria-invalid');
    field.removeAttribute('aria-describedby');
  }
}
