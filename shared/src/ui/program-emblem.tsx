// Each program's emblem, drawn inline (no request, sharp at any size): a rounded badge in the
// program's colour with a symbol of what it does.
import type { ReactNode } from 'react';
import type { ProgramId } from '@pv/shared/content/programs';
import { colors } from '@pv/shared/theme/tokens';

const stroke = { fill: 'none', strokeWidth: 2.6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const emblems: Record<ProgramId, { background: string; ink: string; symbol: ReactNode }> = {
  compass: {
    background: colors.teal,
    ink: colors.white,
    symbol: (
      <>
        <circle cx="20" cy="20" r="10.5" {...stroke} />
        <path d="M24.5 15.5 L21.6 21.6 L15.5 24.5 L18.4 18.4 Z" fill={colors.amber} stroke="none" />
      </>
    ),
  },
  engine: {
    background: colors.navy,
    ink: colors.amber,
    symbol: (
      <>
        <circle cx="20" cy="20" r="8.2" {...stroke} />
        <circle cx="20" cy="20" r="3" {...stroke} />
        <path
          d="M28.5 23.5L31.6 24.8M23.5 28.5L24.8 31.6M16.5 28.5L15.2 31.6M11.5 23.5L8.4 24.8M11.5 16.5L8.4 15.2M16.5 11.5L15.2 8.4M23.5 11.5L24.8 8.4M28.5 16.5L31.6 15.2"
          {...stroke}
          strokeWidth={4.2}
          strokeLinecap="butt"
        />
      </>
    ),
  },
  launchpad: {
    background: colors.amber,
    ink: colors.navyDeep,
    symbol: (
      <>
        <path d="M20 8.5c4.2 3.3 5.8 8 5 13.5l-2.5 4h-5L15 22c-.8-5.5.8-10.2 5-13.5Z" {...stroke} />
        <circle cx="20" cy="17" r="2" fill="currentColor" stroke="none" />
        <path d="M15.3 22.8 11.5 26l1 4 4.5-3M24.7 22.8l3.8 3.2-1 4-4.5-3M18 30.5h4" {...stroke} />
      </>
    ),
  },
  breakthrough: {
    background: colors.navySoft,
    ink: colors.white,
    symbol: (
      <>
        <path d="M9 26h8M23 26h8" {...stroke} />
        <path d="M21.5 9 15 20.5h5L18.5 31 25 19.5h-5Z" fill={colors.amber} stroke="none" />
      </>
    ),
  },
  'astral-labs': {
    background: colors.navyDeep,
    ink: colors.tealLight,
    symbol: (
      <>
        <ellipse cx="20" cy="20" rx="12" ry="5.5" transform="rotate(-25 20 20)" {...stroke} strokeWidth={2} />
        <path d="M20 14.5 21.6 18.4 25.5 20 21.6 21.6 20 25.5 18.4 21.6 14.5 20 18.4 18.4Z" fill={colors.amber} stroke="none" />
      </>
    ),
  },
};

/**
 * A program's emblem. Decorative by default (the program's name is next to it); give `label` when
 * the emblem stands alone.
 */
export function ProgramEmblem({ program, size = 48, label }: { program: ProgramId; size?: number; label?: string }) {
  const { background, ink, symbol } = emblems[program];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      color={ink}
      stroke="currentColor"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <rect width="40" height="40" rx="11" fill={background} stroke="none" />
      {symbol}
    </svg>
  );
}
