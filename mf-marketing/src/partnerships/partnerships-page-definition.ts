// /partnerships as the shell sees it.
import type { PageDefinition } from '@pv/shared/contract/page';
import { partnershipsCopy } from './partnerships-content';
import { PartnershipsPage } from './partnerships-page';

export const partnershipsPage: PageDefinition = { Component: PartnershipsPage, meta: () => partnershipsCopy.meta };
