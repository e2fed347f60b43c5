// A field's error in a form the server answers (the site's e-mail form): the message under the
// field, and the field marked invalid and described by it. The form's script shows and clears the
// same slot in the browser (field-errors.ts), so both look the same.
import { css } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';

/** What a form sits on: the page's light panels, or the footer's navy. */
export type FormSurface = 'light' | 'dark';

const errorLooks = {
  light: css({ color: colors.danger, fontSize: '0.9rem', margin: '0.25rem 0 0' }),
  dark: css({ color: '#FFB4AB', fontSize: '0.85rem', margin: '0.25rem 0 0' }),
} as const;

export interface FieldErrorProps {
  surface: FormSurface;
  /** The slot's id, which the field names in `aria-describedby` while it has an error. */
  id: string;
  /** The name of the field it belongs to. */
  field: string;
  message: string | undefined;
}

/** Where a field's error shows, under it: hidden while there is none. */
export function FieldError({ surface, id, field, message }: FieldErrorProps) {
  return (
    <p id={id} css={errorLooks[surface]} hidden={!message} data-error-for={field}>
      {message}
    </p>
  );
}

/** A field's attributes for its error `message` (shown in the slot `errorId`): marked invalid and described by it, or nothing. */
export const errorAttributes = (message: string | undefined, errorId: string) =>
  message ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
