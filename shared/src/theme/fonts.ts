// The brand's two typefaces, self-hosted from npm (Latin subset, woff2): Fraunces for headings and
// figures, Plus Jakarta Sans for text. Each falls back to a local face adjusted to its metrics
// (font-faces.ts), named in every stack right after it.
export type BrandFontRole = 'display' | 'text';

export interface BrandFont {
  role: BrandFontRole;
  family: string;
  /** The weights the face is used for: a variable face's range, or the range one static weight serves. */
  weight: string;
  /** The woff2 file, as a module path the build resolves. */
  file: string;
  format: 'woff2' | 'woff2-variations';
  /**
   * `swap`: drawn in the fallback until the face arrives, then in the face (the headings: the
   * brand's voice, and the first screen's largest text). `optional`: the face only if it is there
   * for the first paint (a preloaded face may hold that paint for up to 100 ms), else the fallback
   * for the rest of that page and the face from the cache on the next (the text: a late swap of
   * every paragraph would nudge the words of each line, a layout shift however close the metrics).
   */
  display: 'swap' | 'optional';
}

/** Fontsource's Latin subset: the characters the site's copy uses. */
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const brandFonts: readonly BrandFont[] = [
  {
    role: 'display',
    family: 'Fraunces',
    // One weight, 600, drawn for every heading and figure whatever weight its rule asks for: the
    // browser never thickens it into a fake bold.
    weight: '400 800',
    file: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
    format: 'woff2',
    display: 'swap',
  },
  {
    role: 'text',
    family: 'Plus Jakarta Sans Variable',
    weight: '200 800',
    file: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    format: 'woff2-variations',
    display: 'optional',
  },
];

/** The local face adjusted to each brand face (font-faces.ts). */
export const fallbackFamily = (font: BrandFont) => `${font.family} Fallback`;

const genericFamily: Record<BrandFontRole, string> = { display: 'serif', text: 'sans-serif' };

/** The `font-family` value for a role: the brand face, its adjusted fallback, the generic family. */
export function fontStack(role: BrandFontRole): string {
  const font = brandFonts.find((candidate) => candidate.role === role);
  if (!font) throw new Error(`No brand font for the ${role} role`);
  return `'${font.family}', '${fallbackFamily(font)}', ${genericFamily[role]}`;
}
