// How we started, and the 10-week roadmap that came out of it.
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { PageSection } from '@pv/shared/ui/page-section';
import { Prose } from '@pv/shared/ui/prose';
import { story } from './about-content';

export function StorySection() {
  const { brand } = useSiteConfig();
  return (
    <PageSection id={story.id} eyebrow={story.eyebrow} heading={story.heading} surface="white">
      <Prose>
        {story.paragraphs(brand).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </Prose>
    </PageSection>
  );
}
