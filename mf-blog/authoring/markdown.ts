// A post's Markdown as HTML: CommonMark with GitHub's tables and strikethrough (markdown-it), HTML
// where Markdown has no form for something, and an id on every heading, the same on each render,
// for the table of contents and for links to a section. The site sanitises the result
// (src/lib/sanitize-html.ts) before storing and again before showing it.
import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';

/** A heading's text as an id: lower-case ASCII letters and digits joined by hyphens ("section" when none is left). */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

const headingText = (inline: Token | undefined) =>
  (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

/**
 * Gives each heading an id from its text, in document order: a second "Terms" becomes "terms-2",
 * and an id the sanitiser would drop (`keepsId`: one naming a property of the document, such as
 * "images") takes the next free number too.
 */
function headingIds(md: MarkdownIt, keepsId: (id: string) => boolean) {
  md.core.ruler.push('heading_ids', (state) => {
    const used = new Set<string>();
    state.tokens.forEach((token, index) => {
      if (token.type !== 'heading_open') return;
      const base = slugifyHeading(headingText(state.tokens[index + 1]));
      let id = base;
      for (let n = 2; used.has(id) || !keepsId(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      token.attrSet('id', id);
    });
  });
}

export interface RenderedBlock {
  /** 0-based line of the body where the block starts. */
  line: number;
  /** The block's source lines. */
  source: string[];
  html: string;
}

export interface MarkdownRenderer {
  render(markdown: string): string;
  /** Each top-level block (paragraph, list, table, HTML block...) rendered on its own, with where it starts. */
  blocks(markdown: string): RenderedBlock[];
}

export function createMarkdownRenderer(keepsId: (id: string) => boolean): MarkdownRenderer {
  // No typographer (quotes and dashes stay as written), no bare-URL links.
  const md = markdownIt({ html: true, linkify: false, typographer: false });
  headingIds(md, keepsId);
  return {
    render: (markdown) => md.render(markdown),
    blocks(markdown) {
      const lines = markdown.split('\n');
      const tokens = md.parse(markdown, {});
      const blocks: RenderedBlock[] = [];
      let start = 0;
      tokens.forEach((token, index) => {
        if (token.level !== 0 || token.nesting === 1) return;
        // A block ends at a top-level closing token or is one top-level token (a fence, an HTML block...).
        const opening = tokens[start];
        const map = opening?.map ?? token.map ?? [0, 0];
        blocks.push({
          line: map[0],
          source: lines.slice(map[0], map[1]),
          html: md.renderer.render(tokens.slice(start, index + 1), md.options, {}),
        });
        start = index + 1;
      });
      return blocks;
    },
  };
}
