// The brand mark's drawing (a rising path to a point, on a rounded navy square), in one place for
// the header's inline mark and the generated favicon, logo and social card (shell/brand/).

/** Side of the square the coordinates below are drawn in. */
export const MARK_VIEWBOX = 40;
export const MARK_CORNER_RADIUS = 10;
export const MARK_PATH = 'M8 29 L17 20 L23 25 L32 12';
export const MARK_STROKE_WIDTH = 3.2;
export const MARK_DOT = { cx: 32, cy: 12, r: 3 } as const;
