// A post's featured image as the site uses it: an http(s) URL or a path of the site, never another
// scheme (javascript:, data:, vbscript:...), which a hostile or mistaken row could carry into an
// <img>, the social card or the JSON-LD (docs/decisions/0010-newsletter-and-hardening.md).

/** The URL when it is http(s) or a site path (not `//host`), else null (the post's cover stands in). */
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

/**
 * Where a post's social card is published (1200x630, its title and tags on its cover's palette):
 * drawn when mf-blog is built, for every published post of its files without a featured image
 * (build/social-cards.ts). A post stored some other way (published since the release, or written to
 * the database directly) has none until the next build: `postSocialImageUrl` names only the cards
 * this build drew, so no page, feed or structured data points to a file that is not there.
 */
export const socialCardPath = (slug: string) => `/images/blog/social/${encodeURIComponent(slug)}.png`;

/**
 * A post's image for social cards, feeds and structured data: its featured image, else its social
 * card when this build drew one, else null (the site's own card stands in where one is needed).
 */
export function postSocialImageUrl(post: { featured_image: string | null; slug: string }): string | null {
  return imageUrl(post.featured_image) ?? (__DRAWN_SOCIAL_CARDS__.includes(post.slug) ? socialCardPath(post.slug) : null);
}

const SHIPPED_IMAGE = /^\/images\/blog\/[a-z0-9]+(-[a-z0-9]+)*\.webp$/;
const VARIANT_SUFFIX = `-${CARD_IMAGE_VARIANT_WIDTH}w.webp`;

export const isCardImageVariant = (file: string) => file.endsWith(VARIANT_SUFFIX);
/** `<name>.webp` (a file name or a path) as its card-size copy, `<name>-800w.webp`. */
export const cardImageVariantPath = (shipped: string) => shipped.replace(/\.webp$/, VARIANT_SUFFIX);

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
