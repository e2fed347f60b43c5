// A page's request for one of its islands alone (docs/decisions/0028-island-part-answers.md): a
// script island that shows another state of itself asks for that state's URL with this header,
// naming itself as its marker does (`data-island`, owner:name). The server then answers a small
// document with the island's marker, the style rules it uses and the page's title, and no
// scripts; a page without that island (a remote's fallback) comes whole. Either way the island
// reads itself from the answer by its marker.

export const ISLAND_PART_HEADER = 'x-pv-island';

/** The island a request asks for alone, or null: the header's value when it is an island's name. */
export function islandPartOf(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && /^[a-z][a-z_]*:[a-z][a-z0-9-]*$/.test(header) ? header : null;
}
