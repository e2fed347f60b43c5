// The @font-face rules of the brand faces (fonts.ts) for the document's head, with a fallback face
// for each whose metrics are adjusted to it (size-adjust and ascent, descent and line-gap
// overrides, computed by Capsize from both faces' metrics), so the swap from the fallback to the
// brand face moves nothing on the page. Server and build code only: the metrics stay out of
// browser bundles.
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import fraunces600 from '@capsizecss/metrics/fraunces/600';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import arial from '@capsizecss/metrics/arial';
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700';
import { brandFonts, fallbackFamily, LATIN_RANGE, type BrandFont, type BrandFontRole } from '@pv/shared/theme/fonts';

/**
 * The local face each brand face falls back to, by its names on Windows and macOS and its
 * metric-compatible twin on Linux (Liberation), with the metrics the overrides are computed from.
 */
const fallbacks: Record<BrandFontRole, { metrics: FontMetrics; weight: string; locals: string[] }> = {
  display: {
    metrics: timesNewRomanBold,
    weight: '400 800',
    locals: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
  },
  text: {
    metrics: arial,
    weight: '200 800',
    locals: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  },
};

const brandMetrics: Record<BrandFontRole, FontMetrics> = { display: fraunces600, text: plusJakartaSans };

/** The adjusted fallback faces: the overrides that make a local face take the brand face's room. */
function fallbackFaces(): string {
  return brandFonts
    .map((font) => {
      const fallback = fallbacks[font.role];
      const { fontFaces } = createFontStack([brandMetrics[font.role], fallback.metrics], { fontFaceFormat: 'styleObject' });
      const [face] = fontFaces;
      if (!face) throw new Error(`Capsize gave no fallback face for ${font.family}`);
      const { fontFamily: _, src: __, ...overrides } = face['@font-face'];
      const declarations = Object.entries(overrides).map(
        ([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
      );
      const src = fallback.locals.map((name) => `local('${name}')`).join(',');
      return `@font-face{font-family:'${fallbackFamily(font)}';src:${src};font-weight:${fallback.weight};${declarations.join(';')}}`;
    })
    .join('');
}

/**
 * The @font-face rules of the brand faces and their fallbacks, given where each file is served
 * (`urlOf(font)`): for the document's head.
 */
export function fontFaceCss(urlOf: (font: BrandFont) => string): string {
  const faces = brandFonts
    .map(
      (font) =>
        `@font-face{font-family:'${font.family}';font-style:normal;font-display:${font.display};font-weight:${font.weight};` +
        `src:url(${urlOf(font)}) format('${font.format}');unicode-range:${LATIN_RANGE}}`,
    )
    .join('');
  return faces + fallbackFaces();
}
