import type { Surface } from '@pv/shared/ui/eyebrow';
import { colors } from '@pv/shared/theme/tokens';
import { MARK_CORNER_RADIUS, MARK_DOT, MARK_PATH, MARK_STROKE_WIDTH, MARK_VIEWBOX } from './brand-mark-shape';

/**
 * The logo: a compass needle over a rising path on its tile, drawn inline so it needs no request.
 * On the navy footer the tile is a lighter navy with a fine edge, so it reads as the same tile.
 */
export function BrandMark({ size = 34, on = 'light' }: { size?: number; on?: Surface }) {
  return (
    <svg width={size} height={size} viewBox={`0 0 ${MARK_VIEWBOX} ${MARK_VIEWBOX}`} aria-hidden="true">
      {on === 'dark' ? (
        // The edge drawn inside the tile, not half outside it.
        <rect
          x={0.5}
          y={0.5}
          width={MARK_VIEWBOX - 1}
          height={MARK_VIEWBOX - 1}
          rx={MARK_CORNER_RADIUS - 0.5}
          fill={colors.navySoft}
          stroke="rgba(255, 255, 255, 0.22)"
        />
      ) : (
        <rect width={MARK_VIEWBOX} height={MARK_VIEWBOX} rx={MARK_CORNER_RADIUS} fill={colors.navy} />
      )}
      <path d={MARK_PATH} fill="none" stroke={colors.amber} strokeWidth={MARK_STROKE_WIDTH} strokeLinecap="round" strokeLinejoin="round" />
      <circle {...MARK_DOT} fill={colors.tealLight} />
    </svg>
  );
}
