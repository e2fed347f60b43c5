// Writes the card-size copy of every featured image the blog ships (public/images/blog/<name>.webp,
// 1200 px wide, for the post page and social cards): <name>-800w.webp, which the list's cards offer
// to narrow screens (src/lib/image-url.ts). Needs cwebp (Debian: apt-get install webp). Run after
// adding an image: npm run card-images -w @pv/mf-blog
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CARD_IMAGE_VARIANT_WIDTH, isCardImageVariant, cardImageVariantPath } from '../src/lib/image-url.ts';

const folder = path.join(import.meta.dirname, '../public/images/blog');
const originals = fs.readdirSync(folder).filter((file) => file.endsWith('.webp') && !isCardImageVariant(file));
for (const file of originals) {
  const target = path.join(folder, cardImageVariantPath(file));
  await promisify(execFile)('cwebp', [
    '-quiet',
    '-q',
    '75',
    '-resize',
    String(CARD_IMAGE_VARIANT_WIDTH),
    '0',
    '-metadata',
    'none',
    path.join(folder, file),
    '-o',
    target,
  ]);
  console.log(`${path.basename(target)}: ${fs.statSync(target).size} bytes`);
}
