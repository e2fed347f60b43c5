// Design tokens: the only place colours, type, spacing and breakpoints are defined.
import { fontStack } from '@pv/shared/theme/fonts.ts';

export const colors = {
  navy: '#0B1F3A',
  navyDeep: '#071528',
  navySoft: '#1C3358',
  amber: '#F5A524',
  amberDark: '#B86E00',
  teal: '#0A7065',
  tealLight: '#CCF2EC',
  paper: '#F8F5EF',
  white: '#FFFFFF',
  ink: '#14213D',
  inkMuted: '#4A5568',
  line: '#E2DED5',
  danger: '#B42318',
  dangerBg: '#FDECEA',
  success: '#0B7A55',
  successBg: '#E6F6EF',
} as const;

export const fonts = {
  body: fontStack('text'),
  heading: fontStack('display'),
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** `${mq.md} { ... }` applies from that width up. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

export const space = (n: number) => `${n * 0.25}rem`;

export const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const shadows = {
  card: '0 1px 2px rgba(11, 31, 58, 0.06), 0 4px 16px rgba(11, 31, 58, 0.06)',
  raised: '0 8px 30px rgba(11, 31, 58, 0.18)',
} as const;

export const layout = { maxWidth: '72rem', headerHeight: '4.5rem' } as const;

export const focusRing = {
  outline: `3px solid ${colors.amber}`,
  outlineOffset: '2px',
} as const;
