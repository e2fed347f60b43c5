// HTML to plain text without a DOM (the same on the server and in the browser), the way the
// database's blog_private.html_to_text reads a body: scripts, styles and comments dropped, inline
// tags removed without a gap, every other tag a space, whitespace collapsed; then entities decoded.

const DROPPED_BLOCKS = /<(script|style)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const INLINE_TAGS = /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  times: '×',
  divide: '÷',
  deg: '°',
  euro: '€',
  pound: '£',
  cent: '¢',
  yen: '¥',
  sect: '§',
  para: '¶',
  laquo: '«',
  raquo: '»',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
};

function codePoint(value: number): string {
  const valid = Number.isInteger(value) && value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : '\uFFFD';
}

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (match, name: string) => {
    if (name[0] === '#') return codePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** Visible text of an HTML fragment, on one line. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html.replace(DROPPED_BLOCKS, ' ').replace(INLINE_TAGS, '').replace(ANY_TAG, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Words of an HTML fragment's text (runs of non-space characters). */
export function countWords(html: string | null | undefined): number {
  const text = htmlToText(html);
  return text === '' ? 0 : text.split(' ').length;
}
