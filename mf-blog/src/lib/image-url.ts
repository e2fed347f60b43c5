// A post's featured image as the site uses it: an http(s) URL or a path of the site, never another
// scheme (javascript:, data:, vbscript:...), which a hostile or mistaken row could carry into an
// <img>, the social card or the JSON-LD (docs/decisions/0010-newsletter-and-hardening.md).

/** The URL when it is http(s) or a site path (not `//host`), else null (the card shows its placeholder). */
export function imageUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (/^https?:\/\/[^\s"'<>]+$/i.test(url)) return url;
  if (/^\/(?![/\\])[^\s"'<>]*$/.test(url)) return url;
  return null;
}

/** The width of the featured images the blog ships (public/images/blog/<name>.webp). */
export const SHIPPED_IMAGE_WIDTH = 1200;
/** The width of their card-size copies, <name>-800w.webp (scripts/card-images.ts). */
export const CARD_IMAGE_VARIANT_WIDTH = 800;

const SHIPPED_IMAGE = /^\/images\/blog\/[a-z0-9]+(-[a-z0-9]+)*\.webp$/;
const VARIANT_SUFFIX = `-${CARD_IMAGE_VARIANT_WIDTH}w`;

export const isCardImageVariant = (file: string) => file.endsWith(`${VARIANT_SUFFIX}.webp`);
/** `<name>.webp` (a file name or a path) as its card-size copy, `<name>-800w.webp`. */
export const cardImageVariantPath = (shipped: string) => shipped.replace(/\.webp$/, `${VARIANT_SUFFIX}.webp`);

/**
 * For an image the blog ships, its card-size copy and itself as a srcset, so that a phone loads
 * about half the bytes for each card (and the first card's image, often the page's largest paint,
 * shares the connection with less); null for any other URL (an operator's upload has one size).
 */
export function cardImageSrcSet(value: string | null | undefined): string | null {
  const url = imageUrl(value);
  if (!url || !SHIPPED_IMAGE.test(url) || isCardImageVariant(url)) return null;
  return `${cardImageVariantPath(url)} ${CARD_IMAGE_VARIANT_WIDTH}w, ${url} ${SHIPPED_IMAGE_WIDTH}w`;
}
