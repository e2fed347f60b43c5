import { Global, css } from '@emotion/react';
import { colors, fonts, focusRing } from '@pv/shared/theme/tokens';
import { ISLAND_ELEMENT } from '@pv/shared/islands/island-element';
import { NEEDS_SCRIPTS_ATTRIBUTE } from '@pv/shared/ui/scripting';

const styles = css({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: { WebkitTextSizeAdjust: '100%', scrollBehavior: 'smooth' },
  '@media (prefers-reduced-motion: reduce)': {
    html: { scrollBehavior: 'auto' },
    '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
  body: {
    margin: 0,
    fontFamily: fonts.body,
    fontSize: '1rem',
    lineHeight: 1.6,
    color: colors.ink,
    background: colors.paper,
    WebkitFontSmoothing: 'antialiased',
  },
  // The display face has one weight and no italic: the browser never fakes either.
  'h1, h2, h3, h4': {
    fontFamily: fonts.heading,
    fontWeight: 600,
    lineHeight: 1.2,
    color: colors.navy,
    margin: '0 0 0.5em',
    textWrapStyle: 'balance',
    fontSynthesis: 'none',
  },
  'p, ul, ol': { margin: '0 0 1em' },
  // No word left alone on a paragraph's last line.
  'p, li, dd, blockquote': { textWrapStyle: 'pretty' },
  a: { color: colors.teal },
  'a:hover': { color: colors.navy },
  'img, svg': { maxWidth: '100%', height: 'auto' },
  'button, input, select, textarea': { font: 'inherit' },
  ':focus-visible': focusRing,
  '[id]': { scrollMarginTop: '5.5rem' },
  // The element around an island's server HTML takes no part in layout.
  [ISLAND_ELEMENT]: { display: 'contents' },
  // What needs a script is not shown where none runs (@pv/shared/ui/scripting).
  '@media (scripting: none)': { [`[${NEEDS_SCRIPTS_ATTRIBUTE}]`]: { display: 'none !important' } },
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

export function GlobalStyles() {
  return <Global styles={styles} />;
}
