// The site's one generator of images from text (Node only, at build time): a card's words laid out
// on the brand palette in the brand typefaces, drawn by satori (layout to SVG) and resvg (SVG to
// PNG). A card is content (`TextCard`), a layout (how the content is placed) and a size: the
// assessment's persona cards are the `feature` layout at 1200x630; a blog post's social card is the
// `cover` layout (title and tags) at 1200x630. Layouts share their parts (the backdrop, the
// eyebrow, the title, the chips, the brand line), so a new kind of card is a new arrangement of
// them, never a second drawing path. Pictures without words (a post's cover) are drawn by the page
// itself, as SVG (mf-blog/src/components/post-cover.tsx).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { colors } from '../src/theme/tokens.ts';
import { cardPalettes, type CardPalette } from '../src/theme/card-palettes.ts';

const require = createRequire(import.meta.url);

export const CARD_SIZES = {
  /** Open Graph and Twitter's large card. */
  social: { width: 1200, height: 630 },
  /** A smaller copy at the same proportions. */
  card: { width: 800, height: 420 },
} as const;

export type CardSize = { width: number; height: number };

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
