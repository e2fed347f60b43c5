/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paletteOf } from '../src/lib/cover-drawing';
import { postsWithoutImage, socialCard, socialCards } from './social-cards';
import { postFilesIn } from '../authoring/post-file';

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

function postFile(folder: string, slug: string, extra: string) {
  const file = path.join(folder, `${slug}.md`);
  fs.writeFileSync(
    file,
    `---\ntitle: "A post called ${slug}"\nslug: ${slug}\nauthor: Maya Okafor\npublished_date: 2026-11-02T09:00:00-05:00\ntags: [Fundraising, Metrics]\n${extra}---\n\nBody.\n`,
  );
  return file;
}

describe('social cards', () => {
  it('are drawn for every published post of the blog without a featured image, and none for a draft', () => {
    const posts = postsWithoutImage();
    const files = postFilesIn().map((file) => fs.readFileSync(file, 'utf8'));
    const expected = files.filter((text) => !/^featured_image:/m.test(text) && !/^draft: true/m.test(text)).length;
    expect(posts).toHaveLength(expected);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.slug && post.title)).toBe(true);
  });

  it('are written at 1200x630 under /images/blog/social/', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-social-'));
    const posts = postsWithoutImage([
      postFile(folder, 'no-image', ''),
      postFile(folder, 'with-image', 'featured_image: /images/blog/runway-math-when-to-start-raising.webp\n'),
      postFile(folder, 'a-draft', 'draft: true\n'),
    ]);
    const cards = await socialCards(posts);
    expect(Object.keys(cards)).toEqual(['images/blog/social/no-image.png']);
    expect(pngSize(cards['images/blog/social/no-image.png'] as Buffer)).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it("say the post's title and tags, in its cover's palette", () => {
    const card = socialCard({ slug: 'runway-math', title: 'Runway Math', tags: ['Fundraising', 'Metrics'] });
    expect(card).toMatchObject({ title: 'Runway Math', tags: ['Fundraising', 'Metrics'], palette: paletteOf('runway-math') });
  });
});
