// /about as the shell sees it. Its title names the brand itself, so it is the whole document title.
import type { PageContext, PageDefinition } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { aboutMeta } from './about-content';
import { AboutPage } from './about-page';

export const aboutMetaFor = ({ config }: PageContext): PageMeta => ({
  fullTitle: aboutMeta.fullTitle(config.brand),
  description: aboutMeta.description(config.brand),
});

export const aboutPage: PageDefinition = { Component: AboutPage, meta: aboutMetaFor };
