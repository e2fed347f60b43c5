/** @jest-environment node */
import { createMarkdownRenderer, slugifyHeading } from './markdown';

const markdown = createMarkdownRenderer((id) => id !== 'images');

describe('rendering a post', () => {
  it('gives every heading an id from its text, the same on every render, numbered when repeated or taken', () => {
    const source = '## Runway, done *properly*\n\n### Café & `code`\n\n## Terms\n\n## Terms\n\n## Images\n\n## ?!';
    const html = markdown.render(source);

    expect(html).toBe(markdown.render(source));
    expect([...html.matchAll(/<h\d id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'runway-done-properly',
      'cafe-code',
      'terms',
      'terms-2',
      'images-2',
      'section',
    ]);
  });

  it('renders tables and strikethrough, keeps inline HTML, and links no bare address', () => {
    const html = markdown.render('| A | B |\n| --- | --- |\n| 1 | 2 |\n\n~~old~~ (45 / 20)<sup>1/6</sup> at https://example.com');

    expect(html).toContain('<table>\n<thead>\n<tr>\n<th>A</th>');
    expect(html).toContain('<s>old</s> (45 / 20)<sup>1/6</sup> at https://example.com');
    expect(html).not.toContain('<a ');
  });

  it('leaves quotes and dashes as written', () => {
    expect(markdown.render('"Quoted" -- and... it\'s')).toBe("<p>&quot;Quoted&quot; -- and... it's</p>\n");
  });

  it('gives each top-level block with its first line (0-based) and source', () => {
    const blocks = markdown.blocks('Intro\n\n- one\n- two\n\n<div>\nraw\n</div>\n');

    expect(blocks.map(({ line, source }) => ({ line, source }))).toEqual([
      { line: 0, source: ['Intro'] },
      { line: 2, source: ['- one', '- two', ''] },
      { line: 5, source: ['<div>', 'raw', '</div>'] },
    ]);
    expect(blocks[1]?.html).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n');
  });
});

describe('slugifyHeading', () => {
  it.each([
    ['SAFEs vs. Priced Rounds', 'safes-vs-priced-rounds'],
    ['1. Every share has a paper trail', '1-every-share-has-a-paper-trail'],
    ['Ångström — naïve', 'angstrom-naive'],
    ['日本', 'section'],
  ])('%s -> %s', (text, slug) => {
    expect(slugifyHeading(text)).toBe(slug);
  });
});
