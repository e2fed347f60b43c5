// What the remote exposes as `./pages`: page id -> component, head tags, data for the first render
// (shared/src/contract/page.ts). The route table (shared/src/contract/routes.ts) maps /blog,
// /blog/:slug and /sitemap to them.
import type { RemotePages } from '@pv/shared/contract/page';
import { listPage } from './list/list-page-definition';
import { postPage } from './post/post-page-definition';
import { sitemapPage } from './sitemap/sitemap-page-definition';

export const pages = {
  list: listPage,
  post: postPage,
  sitemap: sitemapPage,
} satisfies RemotePages;
