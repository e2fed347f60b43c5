// /programs as the shell sees it: the component and its head tags.
import type { PageDefinition } from '@pv/shared/contract/page';
import { ProgramsPage } from './programs-page';
import { programsMeta } from './programs-content';

export const programsPage: PageDefinition = {
  Component: ProgramsPage,
  meta: () => ({ title: programsMeta.title, description: programsMeta.description }),
};
