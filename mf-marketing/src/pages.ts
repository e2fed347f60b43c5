// What the remote exposes as `./pages`: page id -> component and meta (shared/src/contract/page.ts).
import type { RemotePages } from '@pv/shared/contract/page';
import { legalPages } from './legal/legal-pages';

export const pages = {
  ...legalPages,
} satisfies RemotePages;
