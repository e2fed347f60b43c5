import { sectionsOf, tableOfContents } from './table-of-contents';

describe('a post’s sections', () => {
  it('are its h2 headings with an id, in order, as text', () => {
    expect(
      sectionsOf('<h2 id="a-b">A &amp; <em>B</em></h2><p>x</p><h3 id="sub">Sub</h3><h2>No id</h2><h2 class="x" id="q&amp;a">Q&amp;A</h2>'),
    ).toEqual([
      { id: 'a-b', title: 'A & B' },
      { id: 'q&a', title: 'Q&A' },
    ]);
  });

  it('make a table of contents from three on', () => {
    const two = '<h2 id="a">A</h2><h2 id="b">B</h2>';
    expect(tableOfContents(two)).toEqual([]);
    expect(tableOfContents(`${two}<h2 id="c">C</h2>`).map((section) => section.id)).toEqual(['a', 'b', 'c']);
  });
});
