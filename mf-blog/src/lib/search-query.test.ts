import { searchTerms, toPrefixTsQuery } from './search-query';

describe('toPrefixTsQuery', () => {
  it('matches every word as a word prefix, lower-cased', () => {
    expect(toPrefixTsQuery('Pitch DECK')).toBe("'pitch':* & 'deck':*");
  });

  it('lets no character through that could break the query syntax', () => {
    expect(toPrefixTsQuery(`a'b & c|d ! (e) :* \\ "f"`)).toBe("'a':* & 'b':* & 'c':* & 'd':* & 'e':* & 'f':*");
    expect(toPrefixTsQuery("founder's")).toBe("'founder':* & 's':*");
  });

  it('keeps letters and digits of any script, once each', () => {
    expect(searchTerms('Café café 2024 Zürich')).toEqual(['café', '2024', 'zürich']);
  });

  it('is null when nothing is left to search for', () => {
    expect(toPrefixTsQuery('')).toBeNull();
    expect(toPrefixTsQuery(' ?! -- ')).toBeNull();
  });

  it('bounds the number of words', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});
