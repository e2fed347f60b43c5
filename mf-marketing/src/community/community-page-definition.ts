// /community as the shell sees it.
import type { PageDefinition } from '@pv/shared/contract/page';
import { communityCopy } from './community-content';
import { CommunityPage } from './community-page';

export const communityPage: PageDefinition = { Component: CommunityPage, meta: () => communityCopy.meta };
