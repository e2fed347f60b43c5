import { colors } from '@pv/shared/theme/tokens';

/** The logo: a compass needle over a rising path, drawn inline so it needs no request. */
export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" rx="10" fill={colors.navy} />
      <path
        d="M8 29 L17 20 L23 25 L32 12"
        fill="none"
        stroke={colors.amber}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="12" r="3" fill={colors.tealLight} />
    </svg>
  );
}
