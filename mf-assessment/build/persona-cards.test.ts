/** @jest-environment node */
// The persona cards the results page names as its og:image: a PNG of 1200x630 per persona, under
// the social card's weight, saying the persona's name.
import { personas } from '../src/assessment/content/results';
import { personaCardPath } from '../src/assessment/content/results-meta';
import { personaCard, personaCards } from './persona-cards';

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

it('draws one 1200x630 PNG under 100 KB for each of the four personas, at the path the page names', async () => {
  const cards = await personaCards();
  expect(Object.keys(cards).sort()).toEqual(
    Object.values(personas)
      .map((p) => personaCardPath(p.id).slice(1))
      .sort(),
  );
  expect(Object.keys(cards)).toHaveLength(4);
  for (const png of Object.values(cards)) {
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(100 * 1024);
  }
}, 30_000);

it('names the persona, a line of what it means and its recommendations', () => {
  const card = personaCard(personas['growth-seeker']);
  expect(card).toMatchObject({
    title: 'Growth Seeker',
    text: 'You have a live product and paying customers, and money is now the constraint.',
    tags: ['Strategic Consulting with Engine', 'Investor Network Access'],
  });
});
