// /programs: the programs, a comparison, a guide to choosing, and the assessment for the undecided.
import { assessmentLink } from '@pv/shared/config/assessment-link';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { PageHero } from '@pv/shared/ui/page-hero';
import { ClimbScene } from '@pv/shared/illustrations/climb-scene';
import { CallToActions } from '../components/call-to-actions';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { ProgramCards } from './program-cards';
import { ProgramComparison } from './program-comparison';
import { ProgramGuide } from './program-guide';
import { comparison, PROGRAMS_MEDIUM, programsAnalytics, programsHero, stillNotSure } from './programs-content';

export function ProgramsPage() {
  const config = useSiteConfig();
  const assessment = assessmentLink(config, PROGRAMS_MEDIUM);
  return (
    <>
      <PageHero
        eyebrow={programsHero.eyebrow}
        title={programsHero.title}
        lead={programsHero.lead}
        art={<ClimbScene time="day" />}
        actions={
          <CallToActions
            category={programsAnalytics.hero}
            actions={[
              { label: programsHero.assessmentLabel, href: assessment },
              { label: programsHero.compareLabel, href: `#${comparison.id}` },
            ]}
          />
        }
      />
      <ProgramCards />
      <ProgramComparison />
      <ProgramGuide />
      <ClosingCta
        heading={stillNotSure.heading}
        text={stillNotSure.text}
        actions={
          <CallToActions
            category={programsAnalytics.stillNotSure}
            actions={[
              { label: stillNotSure.assessmentLabel, href: assessment },
              { label: stillNotSure.bookingLabel, href: config.urls.booking },
            ]}
          />
        }
      />
    </>
  );
}
