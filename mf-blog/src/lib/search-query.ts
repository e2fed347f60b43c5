// The search box's text as a PostgreSQL text-search query: every word must start a word of the
// post (title, excerpt, body, author or tags), in any case. Only letters and digits reach the
// query, so no input can break its syntax.

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

export function searchTerms(input: string): string[] {
  const words = input
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** `'pitch':* & 'deck':*` for "Pitch deck"; null when there is nothing to search for. */
export function toPrefixTsQuery(input: string): string | null {
  const terms = searchTerms(input);
  return terms.length === 0 ? null : terms.map((term) => `'${term}':*`).join(' & ');
}
