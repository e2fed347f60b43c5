// What the remote exposes as `./pages`: page id -> component and meta (shared/src/contract/page.ts).
import type { RemotePages } from '@pv/shared/contract/page';
import { aboutPage } from './about/about-page-definition';
import { homePage } from './home/home-page-definition';
import { legalPages } from './legal/legal-pages';
import { teamPage } from './team/team-page-definition';

export const pages = {
  home: homePage,
  about: aboutPage,
  team: teamPage,
  ...legalPages,
} satisfies RemotePages;
