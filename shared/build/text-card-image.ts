// The site's one generator of images from text (Node only, at build time): a card's words laid out
// on the brand palette in the brand typefaces, drawn by satori (layout to SVG) and resvg (SVG to
// PNG). A card is content (`TextCard`), a layout (how the content is placed) and a size: the
// assessment's persona cards are the `feature` layout at 1200x630; a blog cover is the `cover`
// layout (title and tags) at 1200x630 or the 800 px card size. Layouts share their parts (the
// backdrop, the eyebrow, the title, the chips, the brand line), so a new kind of card is a new
// arrangement of them, never a second drawing path.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { colors } from '../src/theme/tokens.ts';

const require = createRequire(import.meta.url);

export const CARD_SIZES = {
  /** Open Graph and Twitter's large card. */
  social: { width: 1200, height: 630 },
  /** The blog's card-size copies (docs/content.md), at the social card's proportions. */
  card: { width: 800, height: 420 },
  /** A post's cover on the site: its header (16:9, as the blog's featured images). */
  cover: { width: 1200, height: 675 },
  /** ...and its card-size copy. */
  coverCard: { width: 800, height: 450 },
} as const;

export type CardSize = { width: number; height: number };

/** The colours of a card: its ground, the climbing route drawn on it, the accents. */
export interface CardPalette {
  ground: string;
  route: string;
  /** The eyebrow and the dot at the route's top. */
  accent: string;
  /** Chips' border and the dot's ring. */
  ring: string;
  chipGround: string;
  /** The line above the foot. */
  rule: string;
  /** Text under the title. */
  soft: string;
}

/** The brand's card grounds: navy (the default), teal, and the deep night of the illustrations. */
export const cardPalettes = {
  navy: {
    ground: colors.navy,
    route: colors.navySoft,
    accent: colors.amber,
    ring: colors.teal,
    chipGround: colors.navyDeep,
    rule: colors.navySoft,
    soft: colors.tealLight,
  },
  teal: {
    ground: colors.teal,
    route: '#0C8577',
    accent: '#FBD38D',
    ring: colors.tealLight,
    chipGround: '#075A52',
    rule: '#0C8577',
    soft: colors.tealLight,
  },
  night: {
    ground: colors.navyDeep,
    route: '#12325A',
    accent: colors.amber,
    ring: '#17A394',
    chipGround: colors.navy,
    rule: colors.navySoft,
    soft: colors.tealLight,
  },
} as const satisfies Record<string, CardPalette>;

/** What a card says. Layouts use what they need of it. */
export interface TextCard {
  /** Its colours (default navy). */
  palette?: CardPalette;
  /** A short label above the title, e.g. "Compass founder profile". */
  eyebrow?: string;
  title: string;
  /** A sentence or two under the title. */
  text?: string;
  /** Short labels shown as chips, e.g. a post's tags or a persona's recommendations. */
  tags?: readonly string[];
  /** The line at the foot of the card, e.g. the brand and what it is. */
  footer?: string;
}

/** The brand typefaces, from npm (woff: satori reads woff and TrueType, not woff2). */
const FONT_FILES = [
  { name: 'Fraunces', weight: 600, file: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff' },
  { name: 'Plus Jakarta Sans', weight: 400, file: '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-400-normal.woff' },
  { name: 'Plus Jakarta Sans', weight: 700, file: '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-700-normal.woff' },
] as const;

const DISPLAY = 'Fraunces';
const TEXT = 'Plus Jakarta Sans';

type Fonts = Parameters<typeof satori>[1]['fonts'];
let fonts: Promise<Fonts> | null = null;
const loadFonts = (): Promise<Fonts> =>
  (fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(file)),
    })),
  ));

/** A satori node: an element type, its style and its children (satori takes React's element shape). */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardChild | CardChild[]; [attribute: string]: unknown };
}
type CardChild = CardNode | string | null;

export const h = (type: string, style: Record<string, string | number>, ...children: CardChild[]): CardNode => ({
  type,
  props: { style, children: children.filter((child) => child !== null) },
});

/** Sizes scale with the card's width, so one layout serves every size. */
const scaled = (size: CardSize) => (px: number) => Math.round((px * size.width) / 1200);

/** The parts layouts are made of. */
export const cardParts = {
  /** The navy ground with the climbing route of the brand's journey in the top right corner. */
  backdrop(size: CardSize, palette: CardPalette, ...children: CardChild[]): CardNode {
    const s = scaled(size);
    const route: CardNode = {
      type: 'svg',
      props: {
        width: size.width,
        height: size.height,
        viewBox: '0 0 1200 630',
        style: { position: 'absolute', top: 0, left: 0 },
        children: [
          {
            type: 'path',
            props: {
              d: 'M760 640 L930 470 L1040 555 L1150 250',
              fill: 'none',
              stroke: palette.route,
              'stroke-width': 44,
              'stroke-linecap': 'round',
              'stroke-linejoin': 'round',
            },
          },
          { type: 'circle', props: { cx: 1150, cy: 250, r: 34, fill: palette.ring } },
          { type: 'circle', props: { cx: 1150, cy: 250, r: 12, fill: palette.accent } },
        ],
      },
    };
    return h(
      'div',
      {
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        width: size.width,
        height: size.height,
        padding: `${s(64)}px ${s(80)}px ${s(48)}px`,
        background: palette.ground,
        color: colors.white,
        fontFamily: TEXT,
      },
      route,
      ...children,
    );
  },
  eyebrow: (size: CardSize, palette: CardPalette, text: string) =>
    h('div', { fontSize: scaled(size)(24), fontWeight: 700, letterSpacing: 3, textTransform: 'uppercase', color: palette.accent }, text),
  title: (size: CardSize, text: string, fontSize: number) =>
    h(
      'div',
      {
        marginTop: scaled(size)(18),
        fontFamily: DISPLAY,
        fontWeight: 600,
        fontSize: scaled(size)(fontSize),
        lineHeight: 1.05,
        maxWidth: '88%',
      },
      text,
    ),
  /** At most two lines, then an ellipsis: a card never runs over its foot. */
  text: (size: CardSize, palette: CardPalette, text: string) =>
    h(
      'div',
      {
        display: 'block',
        lineClamp: 2,
        marginTop: scaled(size)(24),
        fontSize: scaled(size)(30),
        lineHeight: 1.4,
        color: palette.soft,
        maxWidth: '78%',
      },
      text,
    ),
  chips(size: CardSize, palette: CardPalette, tags: readonly string[]): CardNode {
    const s = scaled(size);
    return h(
      'div',
      { display: 'flex', flexWrap: 'wrap', gap: s(14), marginTop: s(36), maxWidth: '80%' },
      ...tags.map((tag) =>
        h(
          'div',
          {
            padding: `${s(10)}px ${s(22)}px`,
            borderRadius: s(999),
            border: `${Math.max(1, s(2))}px solid ${palette.ring}`,
            background: palette.chipGround,
            fontSize: s(24),
            fontWeight: 700,
            color: colors.white,
          },
          tag,
        ),
      ),
    );
  },
  footer: (size: CardSize, palette: CardPalette, text: string) =>
    h(
      'div',
      {
        display: 'flex',
        marginTop: 'auto',
        paddingTop: scaled(size)(20),
        borderTop: `2px solid ${palette.rule}`,
        fontSize: scaled(size)(24),
        color: colors.white,
      },
      text,
    ),
};

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

/**
 * Mountains drawn from a text: three ridges whose peaks the text decides, the sun, and the brand's
 * dotted route to the highest summit, in the card's palette, no words. Any crop of it reads: the
 * cover of a post beside its own title.
 */
function landscape(size: CardSize, palette: CardPalette, seedText: string): CardNode {
  const random = seeded(seedText);
  const { width, height } = size;
  // Peaks and valleys in turn, each as high or low as the text says.
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
  const sun = {
    cx: Math.round(Math.abs(sunX - summit[0]) < width * 0.2 ? (sunX + width * 0.4) % (width * 0.9) : sunX),
    cy: Math.round(height * (0.14 + random() * 0.1)),
    r: Math.round(height * 0.09),
  };
  const start = [Math.round(width * 0.08), height] as const;
  const route = `M${start[0]} ${start[1]} L${Math.round((start[0] + summit[0]) / 2 + width * 0.06)} ${Math.round((start[1] + summit[1]) / 2)} L${summit[0]} ${summit[1]}`;
  const dot = Math.max(4, Math.round(height * 0.02));
  return {
    type: 'svg',
    props: {
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      style: { position: 'absolute', top: 0, left: 0 },
      children: [
        { type: 'circle', props: { ...sun, fill: palette.accent } },
        { type: 'path', props: { d: far.d, fill: palette.route } },
        { type: 'path', props: { d: mid.d, fill: palette.ring } },
        { type: 'path', props: { d: near.d, fill: palette.chipGround } },
        {
          type: 'path',
          props: {
            d: route,
            fill: 'none',
            stroke: colors.white,
            'stroke-width': dot,
            'stroke-linecap': 'round',
            'stroke-dasharray': `1 ${dot * 3}`,
          },
        },
        { type: 'circle', props: { cx: summit[0], cy: summit[1], r: dot * 2.5, fill: palette.accent } },
      ],
    },
  };
}

export type CardLayout = (card: TextCard, size: CardSize) => CardNode;

export const cardLayouts = {
  /** A name to remember: eyebrow, a large title, a sentence, chips, the brand line (the assessment's persona cards). */
  feature: (card, size) => {
    const palette = card.palette ?? cardPalettes.navy;
    return cardParts.backdrop(
      size,
      palette,
      card.eyebrow ? cardParts.eyebrow(size, palette, card.eyebrow) : null,
      cardParts.title(size, card.title, 88),
      card.text ? cardParts.text(size, palette, card.text) : null,
      card.tags?.length ? cardParts.chips(size, palette, card.tags) : null,
      card.footer ? cardParts.footer(size, palette, card.footer) : null,
    );
  },
  /** A post's cover on the site, beside its title: mountains drawn from the title, no words (the blog). */
  landscape: (card, size) =>
    h(
      'div',
      {
        position: 'relative',
        display: 'flex',
        width: size.width,
        height: size.height,
        background: (card.palette ?? cardPalettes.navy).ground,
      },
      landscape(size, card.palette ?? cardPalettes.navy, card.title),
    ),
  /** A post's social card: its title, its tags, the brand line (the blog). */
  cover: (card, size) => {
    const palette = card.palette ?? cardPalettes.navy;
    return cardParts.backdrop(
      size,
      palette,
      card.eyebrow ? cardParts.eyebrow(size, palette, card.eyebrow) : null,
      cardParts.title(size, card.title, 72),
      card.tags?.length ? cardParts.chips(size, palette, card.tags.slice(0, 3)) : null,
      card.footer ? cardParts.footer(size, palette, card.footer) : null,
    );
  },
} satisfies Record<string, CardLayout>;

/** The card drawn as a PNG of exactly `size`. */
export async function renderTextCard(card: TextCard, layout: CardLayout, size: CardSize = CARD_SIZES.social): Promise<Buffer> {
  const svg = await satori(layout(card, size) as Parameters<typeof satori>[0], {
    width: size.width,
    height: size.height,
    fonts: await loadFonts(),
  });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size.width } }).render().asPng());
}
