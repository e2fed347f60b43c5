// What the remote exposes as `./pages`: page id -> component and meta (shared/src/contract/page.ts).
import type { RemotePages } from '@pv/shared/contract/page';
import { homePage } from './home/home-page-definition';
import { legalPages } from './legal/legal-pages';

export const pages = {
  home: homePage,
  ...legalPages,
} satisfies RemotePages;
