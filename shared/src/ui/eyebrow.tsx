import type { HTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';

/** What an element sits on: the paper or white page, or a navy band. */
export type Surface = 'light' | 'dark';

const base = css({
  margin: '0 0 0.75rem',
  fontSize: '0.8rem',
  fontWeight: 700,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  textWrapStyle: 'balance',
});

/** The small capitals line above a heading: teal on light surfaces, amber on navy. */
export const eyebrowStyles = (on: Surface = 'light') => [base, css({ color: on === 'dark' ? colors.amber : colors.teal })];

interface EyebrowProps extends HTMLAttributes<HTMLParagraphElement> {
  on?: Surface;
}

export function Eyebrow({ on, ...props }: EyebrowProps) {
  return <p css={eyebrowStyles(on)} {...props} />;
}
