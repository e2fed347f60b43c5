import { css, keyframes } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';

const pulse = keyframes({ '0%, 100%': { opacity: 0.4 }, '50%': { opacity: 1 } });

/** Shown while a page's code is on its way (client navigation only; the server waits for it). */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" css={css({ minHeight: '60vh', display: 'grid', placeItems: 'center' })}>
      <span css={css({ color: colors.inkMuted, animation: `${pulse} 1.2s ease-in-out infinite` })}>Loading…</span>
    </div>
  );
}
