// 3. Find Your Founder Path (`#founder-path`): the section, with the selector island in it.
import { assessmentLink } from '@pv/shared/config/assessment-link';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { PageSection } from '@pv/shared/ui/page-section';
import { founderPath } from './home-content';
import { founderPathLabels, founderPaths } from './founder-paths';
import FounderPathSelector from './founder-path-selector';

export function FounderPathSection() {
  const config = useSiteConfig();
  return (
    <PageSection id={founderPath.id} eyebrow={founderPath.eyebrow} heading={founderPath.heading} intro={founderPath.intro} surface="white">
      {/* Below the fold at every width: hydrated as it nears the screen, so a visit that never
          scrolls this far downloads no React; until then each card is a link the server answers. */}
      <FounderPathSelector
        hydrate="visible"
        paths={founderPaths}
        labels={founderPathLabels}
        assessmentHref={assessmentLink(config, 'founder_path', 'path_selector')}
        sectionId={founderPath.id}
      />
    </PageSection>
  );
}
