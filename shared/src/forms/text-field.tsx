// A text field of the site's e-mail form (an address, a name): its label, the input with what the
// visitor typed when the server sends the form back, and its error slot, on the form's surface.
import { css } from '@emotion/react';
import { colors, radii } from '@pv/shared/theme/tokens';
import { MAX_EMAIL_LENGTH } from '@pv/shared/forms/email-address';
import { errorAttributes, FieldError, type FormSurface } from '@pv/shared/forms/field-error';

const invalid = (color: string) => ({ '&[aria-invalid="true"]': { borderColor: color, boxShadow: `0 0 0 1px ${color}` } });

const looks = {
  light: {
    label: css({ display: 'block', fontWeight: 600, color: colors.navy, marginBottom: '0.35rem' }),
    hint: css({ fontWeight: 400, color: colors.inkMuted }),
    input: css({ border: `1px solid ${colors.inkMuted}`, background: colors.white, color: colors.ink, ...invalid(colors.danger) }),
  },
  dark: {
    label: css({ display: 'block', fontSize: '0.875rem', marginBottom: '0.25rem', color: '#D5DCE6' }),
    hint: css({ color: '#9AA8BD' }),
    input: css({
      border: `1px solid ${colors.navySoft}`,
      background: colors.navyDeep,
      color: colors.white,
      '&::placeholder': { color: '#9AA8BD' },
      ...invalid('#FF8A80'),
    }),
  },
} as const;

const input = css({ width: '100%', minHeight: 44, padding: '0.6rem 0.8rem', borderRadius: radii.sm, font: 'inherit' });

export interface TextFieldProps {
  surface: FormSurface;
  id: string;
  name: string;
  type: 'email' | 'text';
  label: string;
  /** Said after the label, muted: "(optional)". */
  hint?: string;
  required?: boolean;
  autoComplete: string;
  maxLength: number;
  /** What the visitor typed, when the server sends the form back. */
  defaultValue: string;
  placeholder?: string;
  error: string | undefined;
}

export function TextField({ surface, id, name, label, hint, required = false, error, ...attributes }: TextFieldProps) {
  const look = looks[surface];
  const errorId = `${id}-error`;
  return (
    <div>
      <label css={look.label} htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
        {hint ? <span css={look.hint}> {hint}</span> : null}
      </label>
      <input id={id} name={name} required={required} {...attributes} {...errorAttributes(error, errorId)} css={[input, look.input]} />
      <FieldError surface={surface} id={errorId} field={name} message={error} />
    </div>
  );
}

export type EmailAddressFieldProps = Pick<TextFieldProps, 'surface' | 'id' | 'name' | 'label' | 'defaultValue' | 'error'>;

/** The form's e-mail address: required, checked as email-address.ts says. */
export function EmailAddressField(props: EmailAddressFieldProps) {
  return <TextField {...props} type="email" required autoComplete="email" maxLength={MAX_EMAIL_LENGTH} placeholder="you@startup.com" />;
}
