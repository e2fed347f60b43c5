import { colors } from '@pv/shared/theme/tokens';
import { MARK_CORNER_RADIUS, MARK_DOT, MARK_PATH, MARK_STROKE_WIDTH, MARK_VIEWBOX } from './brand-mark-shape';

/** The logo: a compass needle over a rising path, drawn inline so it needs no request. */
export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox={`0 0 ${MARK_VIEWBOX} ${MARK_VIEWBOX}`} aria-hidden="true">
      <rect width={MARK_VIEWBOX} height={MARK_VIEWBOX} rx={MARK_CORNER_RADIUS} fill={colors.navy} />
      <path d={MARK_PATH} fill="none" stroke={colors.amber} strokeWidth={MARK_STROKE_WIDTH} strokeLinecap="round" strokeLinejoin="round" />
      <circle {...MARK_DOT} fill={colors.tealLight} />
    </svg>
  );
}
