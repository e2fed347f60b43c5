// The checks of a form's fields, as data: the shell's server runs them on the form it receives, and
// the enhanced e-mail form's script (email-form-start.ts) runs the same ones in the browser before
// sending, from the copy its HTML carries, so both find the same errors with the same words.
import { emailError } from '@pv/shared/forms/email-address';

/** What a field must be: an e-mail address, at most `max` characters once trimmed, or a ticked box. */
export type FieldCheck = { rule: 'email' } | { rule: 'max-length'; max: number; message: string } | { rule: 'ticked'; message: string };

/** A field of a form: the name it is sent under, and its check (none for a field only the server can judge). */
export interface FormField {
  name: string;
  check?: FieldCheck;
}

/** A form's fields by the key its outcome gives their errors under. */
export type FormFields<Key extends string = string> = Readonly<Record<Key, FormField>>;

/** A field's value: its text, or whether its box is ticked. */
export type FieldValue = string | boolean;

function errorOf(check: FieldCheck, value: FieldValue | undefined): string | undefined {
  switch (check.rule) {
    case 'email':
      return emailError(typeof value === 'string' ? value : '');
    case 'max-length':
      return typeof value === 'string' && value.trim().length > check.max ? check.message : undefined;
    case 'ticked':
      return value === true ? undefined : check.message;
  }
}

/** The error of each field whose value fails its check, by key; empty when the form may be sent. */
export function fieldErrors<Key extends string>(
  fields: FormFields<Key>,
  values: Partial<Record<Key, FieldValue>>,
): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  for (const key of Object.keys(fields) as Key[]) {
    const check = fields[key].check;
    const error = check ? errorOf(check, values[key]) : undefined;
    if (error) errors[key] = error;
  }
  return errors;
}
