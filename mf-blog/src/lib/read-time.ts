import { WORDS_PER_MINUTE } from '../config/blog';
import { countWords } from './plain-text';

/** docs/behaviour.md, "Blog": words divided by 200, rounded up; a post with any text reads in at least a minute. */
export function readTimeMinutes(html: string | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

export const readTimeLabel = (html: string | null | undefined) => `${readTimeMinutes(html)} min read`;
