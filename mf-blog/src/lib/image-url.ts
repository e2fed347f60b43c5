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

/** The width of the featured images the blog ships (public/images/blog/<name>.webp) and of its covers. */
export const SHIPPED_IMAGE_WIDTH = 1200;
/** The width of their card-size copies, <name>-800w.webp (scripts/card-images.ts) and <slug>-800w.png. */
export const CARD_IMAGE_VARIANT_WIDTH = 800;

/**
 * Where a post's cover is published, drawn when mf-blog is built for every published post without a
 * featured image of its own (build/post-covers.ts): the picture its card and header show (1200x675,
 * `<slug>-800w.png` at 800x450), and its social card with its title and tags (1200x630) in a folder
 * of its own.
 */
export const COVERS_PATH = '/images/blog/covers';
export const coverImagePath = (slug: string) => `${COVERS_PATH}/${encodeURIComponent(slug)}.png`;
export const socialCardPath = (slug: string) => `/images/blog/social/${encodeURIComponent(slug)}.png`;

type PostImages = { featured_image: string | null; slug: string };

/** A post's picture on the site: its featured image, or else its cover. */
export const postImageUrl = (post: PostImages) => imageUrl(post.featured_image) ?? coverImagePath(post.slug);

/** A post's image for social cards, feeds and structured data: its featured image, or else its social card. */
export const postSocialImageUrl = (post: PostImages) => imageUrl(post.featured_image) ?? socialCardPath(post.slug);

const SHIPPED_IMAGE = /^\/images\/blog\/([a-z0-9]+(-[a-z0-9]+)*\.webp|covers\/[a-z0-9]+(-[a-z0-9]+)*\.png)$/;
const VARIANT_SUFFIX = `-${CARD_IMAGE_VARIANT_WIDTH}w`;

export const isCardImageVariant = (file: string) => file.endsWith(`${VARIANT_SUFFIX}.webp`) || file.endsWith(`${VARIANT_SUFFIX}.png`);
/** `<name>.webp` or `.png` (a file name or a path) as its card-size copy, `<name>-800w.webp` or `.png`. */
export const cardImageVariantPath = (shipped: string) => shipped.replace(/\.(webp|png)$/, `${VARIANT_SUFFIX}.$1`);

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
