// The brand mark's drawing (a rising path to a point, on a rounded navy square), in one place for
// the header's inline mark, the favicon every page carries and the generated logo and social card
// (shell/brand/).
import { colors } from '@pv/shared/theme/tokens.ts';

/** Side of the square the coordinates below are drawn in. */
export const MARK_VIEWBOX = 40;
export const MARK_CORNER_RADIUS = 10;
export const MARK_PATH = 'M8 29 L17 20 L23 25 L32 12';
export const MARK_STROKE_WIDTH = 3.2;
export const MARK_DOT = { cx: 32, cy: 12, r: 3 } as const;

/** The mark's shapes in its own 40x40 coordinates, as SVG. */
export const markShapes = () =>
  `<rect width="${MARK_VIEWBOX}" height="${MARK_VIEWBOX}" rx="${MARK_CORNER_RADIUS}" fill="${colors.navy}"/>` +
  `<path d="${MARK_PATH}" fill="none" stroke="${colors.amber}" stroke-width="${MARK_STROKE_WIDTH}" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<circle cx="${MARK_DOT.cx}" cy="${MARK_DOT.cy}" r="${MARK_DOT.r}" fill="${colors.tealLight}"/>`;

/** The brand mark as an SVG file: the favicon and the logo. */
export function markSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_VIEWBOX} ${MARK_VIEWBOX}">${markShapes()}</svg>\n`;
}

/** The favicon in the page itself (a data URL): no request of its own beside the page's first. */
export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(markSvg().trim())}`;
