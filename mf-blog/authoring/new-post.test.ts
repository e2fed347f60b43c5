/** @jest-environment node */
import { bostonDateTime, newPost } from './new-post';
import { parsePostFile } from './post-file';

describe('new', () => {
  it('writes a draft whose front matter is filled in and reads back, the title quoted where YAML needs it', () => {
    const { slug, text } = newPost('Runway: the "real" math', 'Maya Okafor', new Date('2026-11-26T14:05:30Z'));
    const post = parsePostFile('runway-the-real-math.md', text);

    expect(slug).toBe('runway-the-real-math');
    expect(post.front).toEqual({
      title: 'Runway: the "real" math',
      slug: 'runway-the-real-math',
      author: 'Maya Okafor',
      published_date: '2026-11-26T09:05:00-05:00',
      tags: [],
      draft: true,
    });
    expect(post.problems).toEqual([]);
    expect(post.body.trim()).toBe('');
  });

  it('dates in Boston time, summer and winter', () => {
    expect(bostonDateTime(new Date('2026-07-04T16:00:00Z'))).toBe('2026-07-04T12:00:00-04:00');
    expect(bostonDateTime(new Date('2026-01-01T04:30:00Z'))).toBe('2025-12-31T23:30:00-05:00');
  });
});
