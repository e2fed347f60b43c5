// The site's own images as SVG: the brand mark (favicon, logo) and the 1200x630 social card that
// every page names as og:image. render-brand-images.ts turns them into the files in public/.
import { colors } from '@pv/shared/theme/tokens.ts';
import { facts } from '@pv/shared/content/facts.ts';
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { DEFAULT_TITLE } from '@pv/shared/meta/page-meta.ts';
import { MARK_VIEWBOX, markShapes, markSvg } from '../src/app/layout/brand-mark-shape.ts';

export { markSvg };

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;
export const LOGO_PNG_SIDE = 512;
/** Social networks fetch the card for every shared link; it stays small. */
export const SOCIAL_CARD_MAX_BYTES = 100 * 1024;

/**
 * Fonts with the same metrics on every machine that has them (Debian: fonts-liberation, which
 * Chromium depends on), so the card comes out the same wherever it is drawn.
 */
export const CARD_FONTS = { heading: 'Liberation Serif', body: 'Liberation Sans' } as const;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The mark drawn at `size` px with its top-left corner at (x, y). */
const placedMark = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / MARK_VIEWBOX})">${markShapes()}</g>`;

/** The default social card: brand, promise, what the accelerator is, two facts. */
export function socialCardSvg(): string {
  const { width, height } = SOCIAL_CARD_SIZE;
  const serif = `'${CARD_FONTS.heading}', serif`;
  const sans = `'${CARD_FONTS.body}', sans-serif`;
  const [firstLine, secondLine] = splitTitle(DEFAULT_TITLE);
  const factsLine = `You keep ${facts.ownershipKept} ownership · ${facts.fundedFounders} founders funded · Boston`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${colors.navy}"/>
<path d="M620 600 L830 390 L970 495 L1110 170" fill="none" stroke="${colors.navySoft}" stroke-width="56" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="1110" cy="170" r="46" fill="${colors.teal}"/>
<rect x="79" y="71" width="74" height="74" rx="19" fill="none" stroke="${colors.navySoft}" stroke-width="2"/>
${placedMark(80, 72, 72)}
<text x="172" y="122" font-family="${serif}" font-size="38" fill="${colors.white}">${escapeXml(defaultSiteConfig.brand)}</text>
<text font-family="${serif}" font-size="88" font-weight="700" fill="${colors.white}">
<tspan x="80" y="300">${escapeXml(firstLine)}</tspan>
<tspan x="80" y="396" fill="${colors.amber}">${escapeXml(secondLine)}</tspan>
</text>
<text x="80" y="464" font-family="${sans}" font-size="32" fill="${colors.tealLight}">A no-equity startup accelerator</text>
<rect y="${height - 84}" width="${width}" height="84" fill="${colors.navyDeep}"/>
<text x="80" y="${height - 32}" font-family="${sans}" font-size="28" fill="${colors.white}">${escapeXml(factsLine)}</text>
</svg>
`;
}

/** "Data-Driven Founder Success" -> ["Data-Driven", "Founder Success"]: the first word, the rest. */
function splitTitle(title: string): [string, string] {
  const space = title.indexOf(' ');
  return space < 0 ? [title, ''] : [title.slice(0, space), title.slice(space + 1)];
}
