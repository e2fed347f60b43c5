import { EXCERPT_LENGTH } from '../config/blog';
import { htmlToText } from './plain-text';

export const ELLIPSIS = '...';

/**
 * docs/behaviour.md, "Blog": the HTML-stripped text cut to 150 characters with an ellipsis. A text that fits
 * is returned whole, without one. The cut never splits a surrogate pair, and trailing spaces and
 * punctuation before the ellipsis are dropped ("pipeline,..." reads badly).
 */
export function truncateText(text: string, length = EXCERPT_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars
    .slice(0, length)
    .join('')
    .replace(/[\s,;:.\u2013\u2014-]+$/u, '')}${ELLIPSIS}`;
}

/** A card's excerpt: the post's own excerpt when it has one, else the start of its body. */
export function cardExcerpt(post: { excerpt: string | null; content_start?: string | null; content?: string | null }): string {
  const own = htmlToText(post.excerpt);
  return truncateText(own !== '' ? own : htmlToText(post.content_start ?? post.content));
}
