import { cardPalettes } from '@pv/shared/theme/card-palettes';
import { COVER_SIZE, coverDrawing, paletteOf } from './cover-drawing';

const post = { slug: 'runway-math-when-to-start-raising', title: 'Runway Math: When to Start Raising' };

/** Every x,y pair of an SVG path made of M and L commands. */
const points = (d: string) => [...d.matchAll(/[ML](-?\d+) (-?\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

describe('a post cover', () => {
  it('is the same drawing for the same post, wherever it is drawn', () => {
    expect(coverDrawing({ ...post })).toEqual(coverDrawing(post));
  });

  it('takes its mountains from the title and its colours from the slug', () => {
    const retitled = coverDrawing({ ...post, title: 'Reading Your First Term Sheet' });
    expect(retitled.ridges.map((ridge) => ridge.d)).not.toEqual(coverDrawing(post).ridges.map((ridge) => ridge.d));
    expect(retitled.ground).toBe(coverDrawing(post).ground);
    const grounds = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((slug) => coverDrawing({ slug, title: post.title }).ground));
    expect(grounds.size).toBeGreaterThan(1);
    const brand = Object.values(cardPalettes);
    expect(brand).toContain(paletteOf(post.slug));
    expect(coverDrawing(post).ground).toBe(paletteOf(post.slug).ground);
  });

  it('stays within its 16:9 frame, the route ending on the summit under the sky', () => {
    for (const title of ['', 'A', post.title, 'x'.repeat(300), '日本語のタイトル 🚀']) {
      const drawing = coverDrawing({ slug: 'any', title });
      for (const [x, y] of drawing.ridges.flatMap((ridge) => points(ridge.d))) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(COVER_SIZE.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(COVER_SIZE.height);
      }
      expect(points(drawing.route.d).at(-1)).toEqual([drawing.summit.cx, drawing.summit.cy]);
      expect(drawing.sun.cy).toBeLessThan(COVER_SIZE.height / 2);
    }
  });
});
