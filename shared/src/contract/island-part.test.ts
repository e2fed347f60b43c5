import { islandPartOf } from '@pv/shared/contract/island-part';

describe('islandPartOf', () => {
  it("is the island's owner:name", () => {
    expect(islandPartOf('mf_blog:blog-list')).toBe('mf_blog:blog-list');
  });

  it('is null for anything else: no header, twice, no owner, markup', () => {
    for (const value of [undefined, ['mf_blog:blog-list', 'mf_blog:blog-list'], 'blog-list', 'mf_blog:', 'mf_blog:<b>', ''])
      expect(islandPartOf(value)).toBeNull();
  });
});
