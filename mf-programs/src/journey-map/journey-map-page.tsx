// /journey-map: the journey map screen, a map of the places a founder can go from here.
import { PageHero } from '@pv/shared/ui/page-hero';
import { PageSection } from '@pv/shared/ui/page-section';
import JourneyMap from './journey-map';
import { destinations, journeyMapCopy } from './journey-map-content';

export function JourneyMapPage() {
  const { section } = journeyMapCopy;
  return (
    <>
      <PageHero eyebrow={journeyMapCopy.eyebrow} title={journeyMapCopy.title} lead={journeyMapCopy.lead} align="center" />
      {/* On a phone, a destination's card is fixed to the bottom of the viewport. */}
      <PageSection id={section.id} heading={section.heading} intro={section.intro} alwaysRendered>
        <JourneyMap hydrate="visible" destinations={destinations} labels={journeyMapCopy.labels} />
      </PageSection>
    </>
  );
}
