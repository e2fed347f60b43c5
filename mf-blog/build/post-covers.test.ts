/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { coverCard, paletteOf, postCovers, postsWithoutImage } from './post-covers';
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

describe('post covers', () => {
  it('draws one for every published post of the blog without a featured image, and none for a draft', () => {
    const posts = postsWithoutImage();
    const files = postFilesIn().map((file) => fs.readFileSync(file, 'utf8'));
    const expected = files.filter((text) => !/^featured_image:/m.test(text) && !/^draft: true/m.test(text)).length;
    expect(posts).toHaveLength(expected);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.slug && post.title)).toBe(true);
  });

  it('writes the cover at 1200x675 and 800x450 and the social card at 1200x630 under /images/blog/', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-covers-'));
    const files = [
      postFile(folder, 'no-image', ''),
      postFile(folder, 'with-image', 'featured_image: /images/blog/runway-math-when-to-start-raising.webp\n'),
      postFile(folder, 'a-draft', 'draft: true\n'),
    ];
    const covers = await postCovers(files);
    expect(Object.keys(covers).sort()).toEqual([
      'images/blog/covers/no-image-800w.png',
      'images/blog/covers/no-image.png',
      'images/blog/social/no-image.png',
    ]);
    expect(pngSize(covers['images/blog/covers/no-image.png'] as Buffer)).toEqual({ width: 1200, height: 675 });
    expect(pngSize(covers['images/blog/covers/no-image-800w.png'] as Buffer)).toEqual({ width: 800, height: 450 });
    expect(pngSize(covers['images/blog/social/no-image.png'] as Buffer)).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  it("says the post's title and tags, in a palette that stays the post's", () => {
    const card = coverCard({ slug: 'runway-math', title: 'Runway Math', tags: ['Fundraising', 'Metrics'] });
    expect(card).toMatchObject({ title: 'Runway Math', tags: ['Fundraising', 'Metrics'] });
    expect(paletteOf('runway-math')).toBe(paletteOf('runway-math'));
    const palettes = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((slug) => paletteOf(slug).ground));
    expect(palettes.size).toBeGreaterThan(1);
  });
});
