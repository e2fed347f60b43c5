// The committed images are what render-brand-images.ts draws, in the sizes the head tags promise.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SOCIAL_IMAGE, LOGO_PATH } from '@pv/shared/meta/head-tags';
import { FAVICON_DATA_URL } from '../src/app/layout/brand-mark-shape';
import { LOGO_PNG_SIDE, markSvg, SOCIAL_CARD_MAX_BYTES, SOCIAL_CARD_SIZE, socialCardSvg } from './brand-images';

const publicFile = (sitePath: string) => path.join(import.meta.dirname, '../public', sitePath);

/** Width and height from a PNG's header chunk. */
function pngSize(file: string) {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes: bytes.length };
}

describe('the site images', () => {
  it('the social card every page names is a 1200x630 PNG under 100 KB', () => {
    expect(SOCIAL_CARD_SIZE).toEqual({ width: 1200, height: 630 });
    expect(SOCIAL_CARD_MAX_BYTES).toBe(100 * 1024);
    const card = pngSize(publicFile(DEFAULT_SOCIAL_IMAGE));
    expect({ width: card.width, height: card.height }).toEqual(SOCIAL_CARD_SIZE);
    expect(card.bytes).toBeLessThan(SOCIAL_CARD_MAX_BYTES);
  });

  it('the logo is a 512 px square PNG and an SVG of the brand mark, as is the favicon', () => {
    expect(LOGO_PNG_SIDE).toBe(512);
    const logo = pngSize(publicFile(LOGO_PATH));
    expect({ width: logo.width, height: logo.height }).toEqual({ width: 512, height: 512 });
    expect(fs.readFileSync(publicFile(LOGO_PATH.replace(/\.png$/, '.svg')), 'utf8')).toBe(markSvg());
    expect(fs.readFileSync(publicFile('/favicon.svg'), 'utf8')).toBe(markSvg());
    // Pages carry the same favicon in their head, as a data URL (no request of its own).
    expect(decodeURIComponent(FAVICON_DATA_URL.replace(/^data:image\/svg\+xml,/, ''))).toBe(markSvg().trim());
  });

  it('the card says the brand, the promise and the facts in the site colours', () => {
    const svg = socialCardSvg();
    for (const text of ['Prepared Ventures', 'Data-Driven', 'Founder Success', 'You keep 100% ownership', '450+ founders funded'])
      expect(svg).toContain(text);
    for (const colour of ['#0B1F3A', '#F5A524', '#0A7065']) expect(svg).toContain(colour);
  });
});
