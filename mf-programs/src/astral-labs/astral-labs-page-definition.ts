// /programs/astral-labs as the shell sees it: the component and its head tags.
import type { PageDefinition } from '@pv/shared/contract/page';
import { AstralLabsPage } from './astral-labs-page';
import { astralLabsMeta } from './astral-labs-content';

export const astralLabsPage: PageDefinition = {
  Component: AstralLabsPage,
  meta: () => ({ title: astralLabsMeta.title, description: astralLabsMeta.description }),
};
