// /partners as the shell sees it.
import type { PageDefinition } from '@pv/shared/contract/page';
import { partnersCopy } from './partners-content';
import { PartnersPage } from './partners-page';

export const partnersPage: PageDefinition = { Component: PartnersPage, meta: () => partnersCopy.meta };
