// The ladder as the journey map shows it: plain data from the shared program data.
import { ladder } from '@pv/shared/content/programs';
import type { JourneyStage } from './venture-journey-map';

export const journeyStages: readonly JourneyStage[] = ladder.map((program) => ({
  id: program.id,
  name: program.name,
  subtitle: program.subtitle,
  tagline: program.tagline,
  elevation: program.elevation,
  price: program.price,
  duration: program.duration,
  timeCommitment: program.timeCommitment,
  href: program.link,
}));
