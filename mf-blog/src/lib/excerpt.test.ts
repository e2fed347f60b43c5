import { cardExcerpt, ELLIPSIS, truncateText } from './excerpt';

describe('truncateText', () => {
  it('keeps a text of at most 150 characters whole, without an ellipsis', () => {
    const exactly150 = 'a'.repeat(150);
    expect(truncateText(exactly150)).toBe(exactly150);
    expect(truncateText('Short.')).toBe('Short.');
  });

  it('cuts a longer text to its first 150 characters and adds an ellipsis', () => {
    const text = 'b'.repeat(151);
    expect(truncateText(text)).toBe(`${'b'.repeat(150)}${ELLIPSIS}`);
    expect(ELLIPSIS).toBe('...');
  });

  it('drops spaces and punctuation before the ellipsis', () => {
    expect(truncateText(`${'c'.repeat(148)}, more text`)).toBe(`${'c'.repeat(148)}...`);
    expect(truncateText(`${'c'.repeat(147)}, d more text`)).toBe(`${'c'.repeat(147)}, d...`);
  });

  it('never splits a character made of two code units', () => {
    const text = `${'e'.repeat(149)}😀😀`;
    expect(truncateText(text)).toBe(`${'e'.repeat(149)}😀...`);
  });
});

describe('cardExcerpt', () => {
  it('uses the post excerpt, HTML-stripped', () => {
    expect(cardExcerpt({ excerpt: '<p>Own <em>words</em>.</p>', content_start: 'Body' })).toBe('Own words.');
  });

  it('falls back to the start of the body when the excerpt is empty or missing', () => {
    expect(cardExcerpt({ excerpt: null, content_start: 'Body text &amp; more' })).toBe('Body text & more');
    expect(cardExcerpt({ excerpt: '  ', content: '<p>From the <b>content</b></p>' })).toBe('From the content');
  });

  it('truncates a long body to 150 characters with an ellipsis', () => {
    const body = `<p>${'word '.repeat(60)}</p>`;
    const excerpt = cardExcerpt({ excerpt: null, content: body });
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(153);
    expect(excerpt).toBe(`${'word '.repeat(30).trim()}...`);
  });
});
