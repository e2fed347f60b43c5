import { spokenFigure, statOf } from '@pv/shared/content/spoken-figure';

describe('spokenFigure', () => {
  it.each([
    ['$483M+', 'More than 483 million dollars'],
    ['70K+', 'More than 70 thousand'],
    ['$500K', '500 thousand dollars'],
    ['$1.5B', '1.5 billion dollars'],
    ['$2B', '2 billion dollars'],
    ['$500', '500 dollars'],
  ])('says %s as "%s"', (figure, spoken) => {
    expect(spokenFigure(figure)).toBe(spoken);
  });

  // A screen reader says "450 plus" or "100 percent" well enough: hidden words would only repeat it.
  it.each(['450+', '1,200+', '100%', '2016', '5+', '2-4 hours', 'over $500K'])('gives no words for %s, which reads as it is', (figure) => {
    expect(spokenFigure(figure)).toBeUndefined();
  });

  it('makes stat tiles with the spoken words only where needed', () => {
    expect(statOf('$483M+', 'raised')).toEqual({ figure: '$483M+', label: 'raised', spoken: 'More than 483 million dollars' });
    expect(statOf('450+', 'investors')).toEqual({ figure: '450+', label: 'investors' });
    expect(statOf(2016, 'founded')).toEqual({ figure: '2016', label: 'founded' });
  });
});
