// Long-form text (legal pages, blog posts, guides): a readable measure, a clear heading hierarchy,
// generous rhythm between blocks. Style the elements, never the content.
import type { HTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';

/** Characters per line that stay comfortable to read. */
export const PROSE_MEASURE = '70ch';

/** Body size of long-form text: a touch larger than the interface text. */
export const PROSE_FONT_SIZE = '1.0625rem';

export const proseStyles = css({
  maxWidth: PROSE_MEASURE,
  fontSize: PROSE_FONT_SIZE,
  lineHeight: 1.7,
  color: colors.ink,
  overflowWrap: 'break-word',
  h2: {
    fontSize: '1.5rem',
    margin: '2.75rem 0 0.85rem',
    [mq.md]: { fontSize: '1.75rem' },
  },
  h3: {
    fontSize: '1.2rem',
    margin: '1.9rem 0 0.6rem',
    [mq.md]: { fontSize: '1.3rem' },
  },
  'h2 + h3': { marginTop: '1.25rem' },
  '> :first-child': { marginTop: 0 },
  p: { margin: '0 0 1.1em' },
  'ul, ol': { margin: '0 0 1.25em', paddingLeft: '1.4em' },
  li: { marginBottom: '0.5em', paddingLeft: '0.2em' },
  'li::marker': { color: colors.teal },
  'li > ul, li > ol': { marginTop: '0.5em' },
  strong: { color: colors.navy, fontWeight: 650 },
  a: { textDecorationThickness: '1px', textUnderlineOffset: '0.18em' },
  'a:hover': { textDecorationThickness: '2px' },
  address: { fontStyle: 'normal' },
  code: {
    fontFamily: fonts.mono,
    fontSize: '0.92em',
    background: colors.white,
    border: `1px solid ${colors.line}`,
    borderRadius: radii.sm,
    padding: '0.05em 0.3em',
  },
});

/** A block of long-form text; pass `css` to add layout around it. */
export function Prose(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={proseStyles} {...props} />;
}
