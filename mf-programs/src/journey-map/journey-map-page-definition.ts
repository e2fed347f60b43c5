// /journey-map as the shell sees it: the component and its head tags.
import type { PageDefinition } from '@pv/shared/contract/page';
import { JourneyMapPage } from './journey-map-page';
import { journeyMapMeta } from './journey-map-content';

export const journeyMapPage: PageDefinition = {
  Component: JourneyMapPage,
  meta: () => ({ title: journeyMapMeta.title, description: journeyMapMeta.description }),
};
