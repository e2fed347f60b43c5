import { css } from '@emotion/react';
import { colors, mq, radii } from '@pv/shared/theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  minHeight: 44,
  padding: '0.625rem 1rem',
  borderRadius: radii.pill,
  border: '2px solid transparent',
  fontWeight: 600,
  fontSize: '0.9375rem',
  [mq.sm]: { padding: '0.625rem 1.25rem', fontSize: '1rem' },
  lineHeight: 1.2,
  // A label is one line; one too long for a phone is shortened, never wrapped.
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
});

const variants = {
  primary: css({
    background: colors.amber,
    color: colors.navyDeep,
    '&:hover:not(:disabled)': { background: '#FFB94A', color: colors.navyDeep },
  }),
  secondary: css({
    background: colors.navy,
    color: colors.white,
    '&:hover:not(:disabled)': { background: colors.navySoft, color: colors.white },
  }),
  ghost: css({
    background: 'transparent',
    color: colors.navy,
    borderColor: colors.navy,
    '&:hover:not(:disabled)': { background: colors.navy, color: colors.white },
  }),
  light: css({
    background: 'transparent',
    color: colors.white,
    borderColor: 'rgba(255,255,255,0.7)',
    '&:hover:not(:disabled)': { background: colors.white, color: colors.navy },
  }),
} as const;

export const buttonStyles = (variant: ButtonVariant = 'primary') => [base, variants[variant]];
