import { countWords, decodeEntities, htmlToText } from './plain-text';

describe('htmlToText', () => {
  it('removes tags, keeps inline words whole, and separates blocks', () => {
    expect(htmlToText('<h2>Runway</h2><p>fund<em>raising</em> <strong>now</strong>, then</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Runway fundraising now, then one two',
    );
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToText('<p>a</p><script>alert("x")</script><style>p{}</style><!-- note --><p>b</p>')).toBe('a b');
  });

  it('decodes entities after removing tags, so an escaped tag stays text', () => {
    expect(htmlToText('<p>R&amp;D &lt;b&gt; &#8217;s &#x2014; caf&eacute;&nbsp;x</p>')).toBe('R&D <b> ’s — caf&eacute; x');
  });

  it('collapses whitespace and is empty for nothing', () => {
    expect(htmlToText('  <p>\n a \t\n b </p>  ')).toBe('a b');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('')).toBe('');
  });
});

describe('decodeEntities', () => {
  it('leaves unknown entities and invalid code points recognisable', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800;')).toBe('&unknown; \uFFFD \uFFFD');
  });
});

describe('countWords', () => {
  it('counts words of the visible text', () => {
    expect(countWords('<p>one two</p><p>three</p>')).toBe(3);
    expect(countWords('<p> </p>')).toBe(0);
  });
});
