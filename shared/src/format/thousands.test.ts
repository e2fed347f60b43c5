import { withThousands } from '@pv/shared/format/thousands';

it('groups thousands with commas, as Intl does for en-US', () => {
  const numbers = [0, 7, 999, 1000, 12345, 100000, 1234567, -4500];
  expect(numbers.map(withThousands)).toEqual(numbers.map((n) => new Intl.NumberFormat('en-US').format(n)));
  expect(withThousands(1234567)).toBe('1,234,567');
});
