import { parseSearchMatch } from './search-match';

const marked = (word: string) => `\u0002${word}\u0003`;

describe('a card’s search fragment', () => {
  it('is cut into text and marked words, with an ellipsis where it is cut', () => {
    expect(parseSearchMatch(`the ${marked('runway')} math says ${marked('raise')} early and`, 'Ask founders when they plan')).toEqual({
      parts: [
        { text: 'the ', marked: false },
        { text: 'runway', marked: true },
        { text: ' math says ', marked: false },
        { text: 'raise', marked: true },
        { text: ' early and', marked: false },
      ],
      cutBefore: true,
      cutAfter: true,
    });
  });

  it('has no ellipsis before when it is the start of the text, nor after a full stop', () => {
    const match = parseSearchMatch(`Ask ${marked('founders')} when they plan.`, 'Ask founders when they plan. More text follows');
    expect(match).toMatchObject({ cutBefore: false, cutAfter: false });
  });

  it('decodes entities and keeps markup as text', () => {
    const match = parseSearchMatch(`&lt;img src=x onerror=alert(1)&gt; R&amp;D ${marked('wombat')}`, '');
    expect(match?.parts.map((part) => part.text)).toEqual(['<img src=x onerror=alert(1)> R&D ', 'wombat']);
  });

  it('is nothing when no word is marked (the title or a tag matched) or there is none', () => {
    expect(parseSearchMatch('Plain start of the body', 'Plain')).toBeNull();
    expect(parseSearchMatch(undefined, '')).toBeNull();
    expect(parseSearchMatch(null, '')).toBeNull();
  });
});
