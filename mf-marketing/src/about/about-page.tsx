// /about: hero, story, philosophy, why choose us, what makes us different, impact, partner cards
// and the closing call to action, in that order.
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { PageHero } from '@pv/shared/ui/page-hero';
import { BostonScene } from '@pv/shared/illustrations/boston-scene';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { ButtonLink } from '@pv/shared/ui/links';
import { aboutHero, closing } from './about-content';
import { DifferenceSection } from './difference-section';
import { ImpactSection } from './impact-section';
import { PartnersSection } from './partners-section';
import { PhilosophySection } from './philosophy-section';
import { StorySection } from './story-section';
import { WhyChooseUsSection } from './why-choose-us-section';

export function AboutPage() {
  const { brand } = useSiteConfig();
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} lead={aboutHero.lead(brand)} surface="light" art={<BostonScene />} />
      <StorySection />
      <PhilosophySection />
      <WhyChooseUsSection />
      <DifferenceSection />
      <ImpactSection />
      <PartnersSection />
      <ClosingCta
        heading={closing.heading}
        text={closing.text}
        actions={
          <>
            <ButtonLink href={closing.programsHref} variant="primary" cta={{ category: 'About Closing', label: closing.programsLabel }}>
              {closing.programsLabel}
            </ButtonLink>
            <ButtonLink href={closing.partnerHref} variant="light" cta={{ category: 'About Closing', label: closing.partnerLabel }}>
              {closing.partnerLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
