/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { CARD_SIZES, cardLayouts, renderTextCard } from './text-card-image.ts';

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('the text card generator', () => {
  it.each([
    ['feature', CARD_SIZES.social],
    ['cover', CARD_SIZES.social],
    ['cover', CARD_SIZES.card],
  ] as const)(
    'draws the %s layout as a PNG of %j',
    async (layout, size) => {
      const png = await renderTextCard(
        {
          eyebrow: 'Blog',
          title: 'How to Calculate Your Runway',
          text: 'Months of cash, honestly counted.',
          tags: ['Fundraising', 'Metrics'],
          footer: 'Prepared Ventures',
        },
        cardLayouts[layout],
        size,
      );
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(pngSize(png)).toEqual(size);
    },
    30_000,
  );

  it('loads in plain Node, as a build script imports it (every import it makes names its file)', () => {
    const script = `const m = await import(${JSON.stringify(`${import.meta.dirname}/text-card-image.ts`)}); console.log(typeof m.renderTextCard);`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim()).toBe('function');
  });

  it('draws text in the brand typefaces, so a longer title is a different image', async () => {
    const short = await renderTextCard({ title: 'Seed' }, cardLayouts.cover, CARD_SIZES.card);
    const long = await renderTextCard({ title: 'Seed rounds in 2026' }, cardLayouts.cover, CARD_SIZES.card);
    expect(short.equals(long)).toBe(false);
  }, 30_000);
});
