// What the remote exposes as `./pages`: page id -> component and meta (shared/src/contract/page.ts).
import type { RemotePages } from '@pv/shared/contract/page';
import { aboutPage } from './about/about-page-definition';
import { homePage } from './home/home-page-definition';
import { legalPages } from './legal/legal-pages';
import { teamPage } from './team/team-page-definition';
import { eventsPage } from './events/events-page-definition';
import { communityPage } from './community/community-page-definition';
import { resourcesPage } from './resources/resources-page-definition';
import { partnershipsPage } from './partnerships/partnerships-page-definition';
import { mentorsPage } from './mentors/mentors-page-definition';
import { partnersPage } from './partners/partners-page-definition';

export const pages = {
  home: homePage,
  about: aboutPage,
  team: teamPage,
  ...legalPages,
  events: eventsPage,
  community: communityPage,
  resources: resourcesPage,
  partnerships: partnershipsPage,
  mentors: mentorsPage,
  partners: partnersPage,
} satisfies RemotePages;
