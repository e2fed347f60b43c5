import type { HTMLAttributes, ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors, radii } from '@pv/shared/theme/tokens';

const tones = {
  error: { background: colors.dangerBg, color: colors.danger, borderColor: colors.danger },
  success: { background: colors.successBg, color: colors.success, borderColor: colors.success },
} as const;

/** A message the visitor must notice; errors are announced assertively. */
export function Alert({
  tone,
  children,
  ...attributes
}: { tone: keyof typeof tones; children?: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...attributes}
      role={tone === 'error' ? 'alert' : 'status'}
      css={css({ ...tones[tone], borderLeft: '4px solid', borderRadius: radii.sm, padding: '0.75rem 1rem', fontWeight: 500 })}
    >
      {children}
    </div>
  );
}
