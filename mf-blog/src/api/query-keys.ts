// The blog's query keys: one per read, the same on the server, which loads a page's data, and in
// the browser, where the list's island reads what the server sent and asks for more.
import type { ListState } from '../list/list-state';

export const blogKeys = {
  all: ['blog'] as const,
  list: (state: ListState) => ['blog', 'list', state] as const,
  facets: () => ['blog', 'facets'] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
  related: (slug: string) => ['blog', 'related', slug] as const,
  sitemap: () => ['blog', 'sitemap'] as const,
};
