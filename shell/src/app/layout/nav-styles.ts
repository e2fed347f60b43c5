import { css } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';

/** A top-level header item; `aria-current` (a link) or `data-active` (a group) marks the route. */
export const navLinkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  padding: '0.5rem 0.75rem',
  borderRadius: 8,
  color: colors.navy,
  fontWeight: 500,
  fontSize: '0.975rem',
  textDecoration: 'none',
  '&:hover': { color: colors.teal },
  '&[aria-current="page"], &[data-active]': {
    color: colors.teal,
    boxShadow: `inset 0 -2px 0 ${colors.amber}`,
  },
});

/** `aria-current` of a link to `to` on the page at `path`. */
export const currentPage = (path: string, to: string) => (path === to ? ('page' as const) : undefined);
