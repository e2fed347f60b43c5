import fs from 'node:fs';
import path from 'node:path';
import {
  CARD_IMAGE_VARIANT_WIDTH,
  cardImageSrcSet,
  cardImageVariantPath,
  imageUrl,
  isCardImageVariant,
  postSocialImageUrl,
  SHIPPED_IMAGE_WIDTH,
} from './image-url';

describe('imageUrl', () => {
  it.each(['https://images.example.com/a.jpg', 'http://images.example.com/a.jpg?w=800', '/images/blog/a.webp'])('keeps %s', (url) => {
    expect(imageUrl(url)).toBe(url);
  });

  it.each([
    null,
    '',
    '   ',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    'images/a.jpg',
    'https://x.example/a.jpg" onerror="alert(1)',
    'javascript:window.__xss=29//"><script>window.__xss=30</script>',
  ])('refuses %j', (url) => {
    expect(imageUrl(url)).toBeNull();
  });
});

describe('postSocialImageUrl', () => {
  const drawn = globalThis as unknown as { __DRAWN_SOCIAL_CARDS__: readonly string[] };
  beforeEach(() => {
    drawn.__DRAWN_SOCIAL_CARDS__ = ['runway-math'];
  });
  afterEach(() => {
    drawn.__DRAWN_SOCIAL_CARDS__ = [];
  });

  it("is the post's featured image, else the social card the build drew for it", () => {
    expect(postSocialImageUrl({ slug: 'runway-math', featured_image: '/images/blog/runway-math.webp' })).toBe(
      '/images/blog/runway-math.webp',
    );
    expect(postSocialImageUrl({ slug: 'runway-math', featured_image: null })).toBe('/images/blog/social/runway-math.png');
    expect(postSocialImageUrl({ slug: 'runway-math', featured_image: 'javascript:alert(1)' })).toBe('/images/blog/social/runway-math.png');
  });

  it('names no card the build did not draw (a post stored since, or written to the database directly)', () => {
    expect(postSocialImageUrl({ slug: 'published-since-the-release', featured_image: null })).toBeNull();
  });
});

describe('cardImageSrcSet', () => {
  it('offers the card-size copy of an image the blog ships, and the image itself', () => {
    expect(cardImageSrcSet('/images/blog/runway-math.webp')).toBe(
      '/images/blog/runway-math-800w.webp 800w, /images/blog/runway-math.webp 1200w',
    );
  });

  it.each([
    '/images/blog/social/a.png',
    'https://images.example.com/a.webp',
    '/images/other/a.webp',
    '/images/blog/a.png',
    '/images/blog/a-800w.webp',
    'javascript:alert(1)',
    null,
  ])('offers nothing for %j', (url) => {
    expect(cardImageSrcSet(url)).toBeNull();
  });
});

/** A WebP file's width: lossy (VP8), lossless (VP8L) or extended (VP8X) format. */
function webpWidth(file: Buffer): number {
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return 1 + file.readUIntLE(24, 3);
  if (chunk === 'VP8L') return 1 + (file.readUInt16LE(21) & 0x3fff);
  return file.readUInt16LE(26) & 0x3fff;
}

describe('the images the blog ships', () => {
  const folder = path.join(__dirname, '../../public/images/blog');
  const files = fs.readdirSync(folder);
  const shipped = files.filter((file) => file.endsWith('.webp') && !isCardImageVariant(file));

  it.each(shipped)('%s is as wide as its srcset says, with a card-size copy as wide as its own', (file) => {
    expect(webpWidth(fs.readFileSync(path.join(folder, file)))).toBe(SHIPPED_IMAGE_WIDTH);
    const variant = cardImageVariantPath(file);
    expect(files).toContain(variant);
    expect(webpWidth(fs.readFileSync(path.join(folder, variant)))).toBe(CARD_IMAGE_VARIANT_WIDTH);
  });

  it('has no card-size copy without its image', () => {
    const variants = files.filter(isCardImageVariant);
    expect(variants.map((file) => file.replace(/-800w\.webp$/, '.webp')).filter((file) => !files.includes(file))).toEqual([]);
    expect(variants).toHaveLength(shipped.length);
  });
});
