// Styles more than one blog component uses.
import { css, keyframes } from '@emotion/react';
import { colors, fonts, radii } from '@pv/shared/theme/tokens';

export const tagChip = css({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0.2rem 0.6rem',
  borderRadius: radii.pill,
  background: colors.tealLight,
  color: '#0B5E55',
  fontSize: '0.78rem',
  fontWeight: 600,
  lineHeight: 1.4,
  textDecoration: 'none',
});

export const chipList = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.4rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const metaLine = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem 0.5rem',
  color: colors.inkMuted,
  fontSize: '0.875rem',
  // The dot ends a line rather than starting the next one when the line wraps.
  '& > *:not(:last-child)::after': { content: '"·"', marginLeft: '0.5rem', color: '#B9B2A3' },
});

export const headingFont = css({ fontFamily: fonts.heading });

const pulse = keyframes({ '0%, 100%': { opacity: 0.55 }, '50%': { opacity: 1 } });

/** A grey block that stands in for content while it loads. */
export const skeletonBlock = css({
  background: '#ECE7DD',
  borderRadius: radii.sm,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

/** The 16:9 frame of a post's picture (its featured image or its drawn cover). */
export const imageFrame = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  overflow: 'hidden',
  background: colors.navy,
});
