// /about: hero, story, philosophy, why choose us, what makes us different, impact, partner cards
// and the closing call to action, in that order.
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { PageHero } from '@pv/shared/ui/page-hero';
import { BostonScene } from '@pv/shared/illustrations/boston-scene';
import { ClosingCallToAction } from '../components/closing-call-to-action';
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
      <ClosingCallToAction
        heading={closing.heading}
        text={closing.text}
        primary={{ label: closing.programsLabel, href: closing.programsHref }}
        secondary={{ label: closing.partnerLabel, href: closing.partnerHref }}
        category="About Closing"
      />
    </>
  );
}
