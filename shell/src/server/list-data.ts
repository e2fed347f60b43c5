// The blog list island's data (@pv/shared/contract/blog-data), read by the blog remote's
// `./list-data` module, loaded at runtime like its feeds.
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { BlogFacets, BlogListPage, ListDataModule } from '@pv/shared/contract/blog-data';
import { loadModuleForRequest } from '../federation/server-loading';

const loadListData = () => loadModuleForRequest<ListDataModule>('mf_blog/list-data');

export interface ListData {
  /** The one query of the list state a request's query names. */
  listQuery(search: string): Promise<string>;
  listPage(query: string): Promise<BlogListPage>;
  facets(): Promise<BlogFacets>;
}

export const listDataOf = (config: SiteConfig): ListData => ({
  listQuery: async (search) => (await loadListData()).listQuery(search),
  listPage: async (query) => (await loadListData()).readListPage({ config, query }),
  facets: async () => (await loadListData()).readFacets({ config }),
});
