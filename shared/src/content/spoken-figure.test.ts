import { spokenFigure } from '@pv/shared/content/spoken-figure';

describe('spokenFigure', () => {
  it.each([
    ['$483M+', 'More than 483 million dollars'],
    ['70K+', 'More than 70 thousand'],
    ['$500K', '500 thousand dollars'],
    ['450+', 'More than 450'],
    ['1,200+', 'More than 1,200'],
    ['$1.5B', '1.5 billion dollars'],
  ])('says %s as "%s"', (figure, spoken) => {
    expect(spokenFigure(figure)).toBe(spoken);
  });

  it('leaves a figure it does not know as it is', () => {
    expect(spokenFigure('2-4 hours')).toBe('2-4 hours');
  });
});
