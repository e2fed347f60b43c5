import { spokenFigure, statOf } from './spoken-figure';

describe('spokenFigure', () => {
  it.each([
    ['$483M+', 'More than 483 million dollars'],
    ['70K+', 'More than 70 thousand'],
    ['$2B', '2 billion dollars'],
    ['$500', '500 dollars'],
  ])('says %s as "%s"', (figure, words) => {
    expect(spokenFigure(figure)).toBe(words);
  });

  it.each(['450+', '100%', '2016', '5+', 'over $500K'])('leaves %s as it reads', (figure) => {
    expect(spokenFigure(figure)).toBeUndefined();
  });

  it('makes stat tiles with the spoken words only where needed', () => {
    expect(statOf('$483M+', 'raised')).toEqual({ figure: '$483M+', label: 'raised', spoken: 'More than 483 million dollars' });
    expect(statOf(2016, 'founded')).toEqual({ figure: '2016', label: 'founded' });
  });
});
