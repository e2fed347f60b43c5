// A post's cover, for a post without a featured image of its own: mountains drawn from its title
// (three ridges whose peaks the title decides, the sun, the brand's dotted route to the highest
// summit) in one of the brand's card palettes, picked by its slug, so a post keeps its picture and
// its colours whatever else changes. No words: the title stands beside it. Pure data, drawn as SVG by
// the page (components/post-cover.tsx), the same on the server and in the browser.
import { cardPalettes, type CardPalette } from '@pv/shared/theme/card-palettes';
import { colors } from '@pv/shared/theme/tokens';

const palettes: readonly CardPalette[] = [cardPalettes.navy, cardPalettes.teal, cardPalettes.night];

/** A post keeps its palette whatever else changes: picked by its slug (its social card's too). */
export function paletteOf(slug: string): CardPalette {
  let hash = 0;
  for (const character of slug) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return palettes[hash % palettes.length] ?? cardPalettes.navy;
}

/** A number from 0 to 1 for each call, the same sequence for the same text (a 32-bit FNV-1a seed, then xorshift). */
function seeded(text: string): () => number {
  let state = 2166136261;
  for (const character of text) state = Math.imul(state ^ character.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

/** The drawing's own size: 16:9, as the frame it fills and the blog's featured images. */
export const COVER_SIZE = { width: 1200, height: 675 } as const;

export interface CoverDrawing {
  ground: string;
  sun: { cx: number; cy: number; r: number; fill: string };
  /** Far to near, each an SVG path filled with its colour. */
  ridges: { d: string; fill: string }[];
  /** The dotted line climbing to the summit. */
  route: { d: string; stroke: string; strokeWidth: number; strokeDasharray: string };
  summit: { cx: number; cy: number; r: number; fill: string };
}

export function coverDrawing(post: { slug: string; title: string }): CoverDrawing {
  const palette = paletteOf(post.slug);
  const random = seeded(post.title);
  const { width, height } = COVER_SIZE;
  // Peaks and valleys in turn, each as high or low as the title says.
  const ridge = (base: number, amplitude: number, steps: number) => {
    const points = Array.from({ length: steps + 1 }, (_, i) => {
      const rise = i % 2 === 1 ? 0.6 + 0.4 * random() : 0.1 + 0.3 * random();
      const jitter = i === 0 || i === steps ? 0 : (random() - 0.5) * 0.4;
      return [Math.round(((i + jitter) * width) / steps), Math.round(base - rise * amplitude)] as const;
    });
    return { points, d: `M0 ${height} ${points.map(([x, y]) => `L${x} ${y}`).join(' ')} L${width} ${height}Z` };
  };
  const far = ridge(height * 0.6, height * 0.35, 8);
  const mid = ridge(height * 0.86, height * 0.55, 5);
  const near = ridge(height * 1.02, height * 0.2, 4);
  // The route climbs to the highest peak in the middle of the picture, the sun stands clear of it.
  const middle = mid.points.filter(([x]) => x > width * 0.3 && x < width * 0.85);
  const summit = (middle.length > 0 ? middle : mid.points).reduce((top, point) => (point[1] < top[1] ? point : top));
  const sunX = width * (0.15 + random() * 0.7);
  const start = [Math.round(width * 0.08), height] as const;
  const dot = Math.max(4, Math.round(height * 0.02));
  return {
    ground: palette.ground,
    sun: {
      cx: Math.round(Math.abs(sunX - summit[0]) < width * 0.2 ? (sunX + width * 0.4) % (width * 0.9) : sunX),
      cy: Math.round(height * (0.14 + random() * 0.1)),
      r: Math.round(height * 0.09),
      fill: palette.accent,
    },
    ridges: [
      { d: far.d, fill: palette.route },
      { d: mid.d, fill: palette.ring },
      { d: near.d, fill: palette.chipGround },
    ],
    route: {
      d: `M${start[0]} ${start[1]} L${Math.round((start[0] + summit[0]) / 2 + width * 0.06)} ${Math.round((start[1] + summit[1]) / 2)} L${summit[0]} ${summit[1]}`,
      stroke: colors.white,
      strokeWidth: dot,
      strokeDasharray: `1 ${dot * 3}`,
    },
    summit: { cx: summit[0], cy: summit[1], r: dot * 2.5, fill: palette.accent },
  };
}
