// A card's search fragment (search_blog_post_cards(), docs/decisions/0013-blog-search-ranking.md):
// plain text of the excerpt or body in which each searched word stands between U+0002 and U+0003.
// Cut into parts to show as text, never parsed as HTML, so nothing in a post can become markup.
import { decodeEntities } from './plain-text';

const START = '\u0002';
const STOP = '\u0003';

export interface MatchPart {
  text: string;
  marked: boolean;
}

export interface SearchMatch {
  parts: MatchPart[];
  /** Whether the fragment starts or ends inside the text (an ellipsis there). */
  cutBefore: boolean;
  cutAfter: boolean;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The fragment's parts, or null when no word is marked in it (the words matched the title, the
 * author or a tag only: the card shows its excerpt). `textStart` is the start of the text the
 * fragment was cut from (the card's own excerpt), to tell whether it is cut before.
 */
export function parseSearchMatch(match: string | null | undefined, textStart: string): SearchMatch | null {
  if (!match?.includes(START)) return null;
  const parts: MatchPart[] = [];
  const add = (text: string, marked: boolean) => text && parts.push({ text: decodeEntities(text), marked });
  const [before = '', ...pieces] = match.split(START);
  add(before, false);
  for (const piece of pieces) {
    const [marked = '', ...after] = piece.split(STOP);
    add(marked, true);
    add(after.join(''), false);
  }
  const text = squash(parts.map((part) => part.text).join(''));
  return {
    parts,
    cutBefore: !squash(textStart).startsWith(text.slice(0, 40)),
    cutAfter: !/[.!?…"”)]$/.test(text),
  };
}
