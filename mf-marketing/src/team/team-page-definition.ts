// /team as the shell sees it.
import type { PageContext, PageDefinition } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { teamMeta } from './team-content';
import { TeamPage } from './team-page';

export const teamMetaFor = ({ config }: PageContext): PageMeta => ({
  title: teamMeta.title,
  description: teamMeta.description(config.brand),
});

export const teamPage: PageDefinition = { Component: TeamPage, meta: teamMetaFor };
