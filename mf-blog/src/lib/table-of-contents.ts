// A post's sections, from its sanitised HTML: each h2 with an id (the Markdown renderer gives every
// heading one, mf-blog/authoring/markdown.ts), in order, for the table of contents.
import { MIN_TOC_SECTIONS } from '../config/blog';
import { decodeEntities, htmlToText } from './plain-text';

export interface Section {
  id: string;
  title: string;
}

// DOMPurify writes attributes in double quotes, entities escaped.
const SECTION_HEADING = /<h2\b[^>]*?\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/gi;

export function sectionsOf(html: string): Section[] {
  return [...html.matchAll(SECTION_HEADING)]
    .map(([, id = '', inner = '']) => ({ id: decodeEntities(id), title: htmlToText(inner) }))
    .filter((section) => section.title !== '');
}

/** The sections a table of contents lists: none for a post with fewer than three. */
export function tableOfContents(html: string): Section[] {
  const sections = sectionsOf(html);
  return sections.length >= MIN_TOC_SECTIONS ? sections : [];
}
