// /programs/breakthrough as the shell sees it: the component, its head tags and its Course data.
import type { PageDefinition } from '@pv/shared/contract/page';
import { programs } from '@pv/shared/content/programs';
import { courseJsonLd, pricedProgram } from '../lib/course-json-ld';
import { BreakthroughPage } from './breakthrough-page';
import { breakthroughMeta } from './breakthrough-content';

export const breakthroughPage: PageDefinition = {
  Component: BreakthroughPage,
  meta: ({ config }) => ({
    title: breakthroughMeta.title,
    description: breakthroughMeta.description,
    jsonLd: [courseJsonLd(pricedProgram(programs.breakthrough), config)],
  }),
};
