// The home page (/): sections 1 to 5 in the order docs/behaviour.md gives, with the sections the
// footer's buttons jump to (#how-it-works, #about, #events) placed where they read naturally.
import { AboutBand } from './about-band';
import { EventsBand } from './events-band';
import { FounderPathSection } from './founder-path-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { JourneyMapSection } from './journey-map-section';
import { PrepareBanner } from './prepare-banner';
import { TestimonialsSection } from './testimonials-section';

export function HomePage() {
  return (
    <>
      <HeroSection />
      <PrepareBanner />
      <HowItWorksSection />
      <FounderPathSection />
      <JourneyMapSection />
      <TestimonialsSection />
      <AboutBand />
      <EventsBand />
    </>
  );
}
