import { readTimeLabel, readTimeMinutes } from './read-time';

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `w${i}`).join(' ')}</p>`;

describe('read time', () => {
  it.each([
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1234, 7],
  ])('%i words read in %i min (words / 200, rounded up)', (count, minutes) => {
    expect(readTimeMinutes(words(count))).toBe(minutes);
  });

  it('counts the visible words only, not markup', () => {
    expect(readTimeMinutes(`<h2 class="a b c">x</h2>${'<span data-x="1 2 3"></span>'.repeat(500)}${words(200)}`)).toBe(2);
  });

  it('gives at least one minute, and reads "N min read"', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeLabel(words(450))).toBe('3 min read');
  });
});
