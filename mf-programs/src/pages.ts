// What the remote exposes as `./pages`: page id -> component and meta (shared/src/contract/page.ts).
import type { RemotePages } from '@pv/shared/contract/page';
import { astralLabsPage } from './astral-labs/astral-labs-page-definition';
import { breakthroughPage } from './breakthrough/breakthrough-page-definition';
import { enginePage } from './engine/engine-page-definition';
import { journeyMapPage } from './journey-map/journey-map-page-definition';
import { launchpadPage } from './launchpad/launchpad-page-definition';
import { programsPage } from './programs/programs-page-definition';

export const pages = {
  programs: programsPage,
  breakthrough: breakthroughPage,
  engine: enginePage,
  launchpad: launchpadPage,
  astralLabs: astralLabsPage,
  journeyMap: journeyMapPage,
} satisfies RemotePages;
