// /sitemap as the shell sees it: the posts for the first render and the page's head tags. It lives
// in the blog remote beside the XML sitemap because both list the published posts with one call.
import type { PageContext, PageDefinition } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { blogKeys } from '../api/query-keys';
import { sitemapEntriesQueryOptions } from '../api/get-sitemap-entries';
import { failedToLoad, prefetchOrForget } from '../api/prefetch';
import { sitemapCopy } from './sitemap-page-content';
import { SitemapPage } from './sitemap-page';

export const loadSitemapPage = (ctx: PageContext) => prefetchOrForget(ctx.queryClient, sitemapEntriesQueryOptions(ctx.config));

export function sitemapPageMeta(ctx: PageContext): PageMeta {
  // The posts could not be read: a temporary answer, so crawlers come back for the full list.
  if (failedToLoad(ctx.queryClient, blogKeys.sitemap())) return { ...sitemapCopy.meta, noindex: true, status: 503 };
  return sitemapCopy.meta;
}

export const sitemapPage: PageDefinition = { Component: SitemapPage, meta: sitemapPageMeta, load: loadSitemapPage };
