// /programs/launchpad as the shell sees it: the component, its head tags and its Course data.
import type { PageDefinition } from '@pv/shared/contract/page';
import { programs } from '@pv/shared/content/programs';
import { courseJsonLd, pricedProgram } from '../lib/course-json-ld';
import { LaunchpadPage } from './launchpad-page';
import { launchpadMeta } from './launchpad-content';

export const launchpadPage: PageDefinition = {
  Component: LaunchpadPage,
  meta: ({ config }) => ({
    title: launchpadMeta.title,
    description: launchpadMeta.description,
    jsonLd: [courseJsonLd(pricedProgram(programs.launchpad), config)],
  }),
};
