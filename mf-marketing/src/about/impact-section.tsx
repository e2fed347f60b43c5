// Impact metrics, from the shared facts.
import { PageSection } from '@pv/shared/ui/page-section';
import { StatTiles } from '@pv/shared/ui/stat-tiles';
import { impact } from './about-content';

export function ImpactSection() {
  return (
    <PageSection id={impact.id} eyebrow={impact.eyebrow} heading={impact.heading} surface="white">
      <StatTiles stats={impact.stats} aria-label={impact.heading} />
    </PageSection>
  );
}
