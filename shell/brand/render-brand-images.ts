// Draws the site's own images from brand-images.ts with Debian's Chromium and writes them into
// shell/public: favicon.svg, images/logo.svg, images/logo.png (512 px) and images/social-card.png
// (1200x630). Run after changing the mark, the colours or the card: `npm run images -w @pv/shell`.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../../shared/build/chromium.ts';
import { CARD_FONTS, LOGO_PNG_SIDE, markSvg, SOCIAL_CARD_MAX_BYTES, SOCIAL_CARD_SIZE, socialCardSvg } from './brand-images.ts';

const publicDir = path.resolve(import.meta.dirname, '../public');

/** A font that is missing falls back silently; measure text in it against the fallback alone. */
async function assertFontsInstalled(page: Page) {
  const missing = await page.evaluate((families: string[]) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return families;
    const width = (font: string) => {
      context.font = font;
      return context.measureText('Founder Success 0123456789').width;
    };
    return families.filter((family) => width(`40px '${family}', monospace`) === width('40px monospace'));
  }, Object.values(CARD_FONTS));
  if (missing.length > 0) throw new Error(`Missing fonts: ${missing.join(', ')} (Debian: apt-get install fonts-liberation)`);
}

async function screenshot(page: Page, svg: string, width: number, height: number, transparent: boolean): Promise<Buffer> {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  const element = page.locator('svg');
  await element.evaluate((el, size) => el.setAttribute('style', `display:block;width:${size.width}px;height:${size.height}px`), {
    width,
    height,
  });
  return element.screenshot({ type: 'png', omitBackground: transparent });
}

function write(relative: string, content: string | Buffer) {
  const file = path.join(publicDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  console.log(`${path.relative(process.cwd(), file)}: ${fs.statSync(file).size} bytes`);
}

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...chromiumArgs] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  await assertFontsInstalled(page);
  const mark = markSvg();
  write('favicon.svg', mark);
  write('images/logo.svg', mark);
  write('images/logo.png', await screenshot(page, mark, LOGO_PNG_SIDE, LOGO_PNG_SIDE, true));
  const card = await screenshot(page, socialCardSvg(), SOCIAL_CARD_SIZE.width, SOCIAL_CARD_SIZE.height, false);
  if (card.length > SOCIAL_CARD_MAX_BYTES) throw new Error(`The social card is ${card.length} bytes, over ${SOCIAL_CARD_MAX_BYTES}`);
  write('images/social-card.png', card);
} finally {
  await browser.close();
}
