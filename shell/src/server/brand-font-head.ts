// A preload of each brand face gives the text face its chance at the first paint.
import path from 'node:path';
import { brandFonts } from '@pv/shared/theme/fonts';
import { fontFaceCss } from '@pv/shared/theme/font-faces';
import { escapeHtml } from '@pv/shared/meta/escape-html';

/** boot-assets.json's `fonts`: the published file by its source's file name. */
export type PublishedFonts = Record<string, string>;

export function brandFontHead(published: PublishedFonts, assetsPrefix = '/assets/'): string {
  const urlOf = (file: string) => {
    const asset = published[path.basename(file)];
    if (!asset) throw new Error(`The browser build did not publish the font ${file}`);
    return `${assetsPrefix}${asset}`;
  };
  const preloads = brandFonts
    .map((font) => `<link rel="preload" href="${escapeHtml(urlOf(font.file))}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return `${preloads}<style>${fontFaceCss((font) => urlOf(font.file))}</style>`;
}
