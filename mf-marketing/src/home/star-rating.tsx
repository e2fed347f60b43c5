// A rating drawn as stars and read as words: "5 out of 5 stars".
import { css } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';

const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z';

const rowStyle = css({ display: 'inline-flex', gap: '0.15rem' });

export function StarRating({ rating, outOf }: { rating: number; outOf: number }) {
  return (
    <span role="img" aria-label={`${rating} out of ${outOf} stars`} css={rowStyle}>
      {Array.from({ length: outOf }, (_, i) => (
        <svg key={i} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d={STAR} fill={i < rating ? colors.amber : colors.line} stroke={colors.amberDark} strokeWidth="0.6" />
        </svg>
      ))}
    </span>
  );
}
