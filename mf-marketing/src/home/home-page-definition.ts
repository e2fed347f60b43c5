// / as the shell sees it: the page, and its head tags. No title of its own: the document title is
// the site's default ("<brand> | Data-Driven Founder Success").
import type { PageContext, PageDefinition } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { homeMeta } from './home-content';
import { HomePage } from './home-page';
import { websiteJsonLd } from './website-json-ld';

export function homeMetaFor({ config }: PageContext): PageMeta {
  const description = homeMeta.description(config.brand);
  return { description, jsonLd: [websiteJsonLd(config, description)] };
}

export const homePage: PageDefinition = { Component: HomePage, meta: homeMetaFor };
