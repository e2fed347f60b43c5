// /resources as the shell sees it.
import type { PageDefinition } from '@pv/shared/contract/page';
import { resourcesCopy } from './resources-content';
import { ResourcesPage } from './resources-page';

export const resourcesPage: PageDefinition = { Component: ResourcesPage, meta: () => resourcesCopy.meta };
