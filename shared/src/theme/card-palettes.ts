// The grounds of the pictures drawn from text: the images the build draws (persona cards, posts'
// social cards: shared/build/text-card-image.ts) and the covers a page draws for a post without a
// featured image of its own (mf-blog). One definition, so a post's cover and its social card match.
import { colors } from '@pv/shared/theme/tokens.ts';

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
