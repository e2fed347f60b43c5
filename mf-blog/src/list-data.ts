// `mf_blog/list-data`: what the shell's server calls to answer GET /api/blog/posts?<list query> and
// GET /api/blog/facets (@pv/shared/contract/blog-data), the JSON the blog list's island reads in
// the browser for every state but the one its page came with. Each read rejects when the posts
// cannot be read: the server answers 503.
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { ListDataModule } from '@pv/shared/contract/blog-data';
import { fetchBlogFacets } from './api/get-blog-facets';
import { fetchBlogPosts } from './api/get-blog-posts';
import { parseListState, serializeListState } from './list/list-state';

/** The one query of the list state `search` names (the list's own URL for it): any other spelling of it is refused. */
export const listQuery = (search: string) => serializeListState(parseListState(new URLSearchParams(search)));

export const readListPage = ({ config, query }: { config: SiteConfig; query: string }) =>
  fetchBlogPosts(config, parseListState(new URLSearchParams(query)));

export const readFacets = ({ config }: { config: SiteConfig }) => fetchBlogFacets(config);

// The shell loads this module as `ListDataModule`: keep the two in step.
({ listQuery, readListPage, readFacets }) satisfies ListDataModule;
