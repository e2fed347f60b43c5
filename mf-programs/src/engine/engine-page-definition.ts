// /programs/engine as the shell sees it: the component and its head tags.
import type { PageDefinition } from '@pv/shared/contract/page';
import { EnginePage } from './engine-page';
import { engineMeta } from './engine-content';

export const enginePage: PageDefinition = {
  Component: EnginePage,
  meta: () => ({ title: engineMeta.title, description: engineMeta.description }),
};
