// /team: hero, leadership, advisors and entrepreneurs in residence, expert contributors, values,
// and a call to join them.
import { PageHero } from '@pv/shared/ui/page-hero';
import { FoundersScene } from '@pv/shared/illustrations/founders-scene';
import { ClosingCallToAction } from '../components/closing-call-to-action';
import { AdvisorsSection } from './advisors-section';
import { ExpertsSection } from './experts-section';
import { LeadershipSection } from './leadership-section';
import { teamClosing, teamHero } from './team-content';
import { ValuesSection } from './values-section';

export function TeamPage() {
  return (
    <>
      <PageHero eyebrow={teamHero.eyebrow} title={teamHero.title} lead={teamHero.lead} surface="light" art={<FoundersScene />} />
      <LeadershipSection />
      <AdvisorsSection />
      <ExpertsSection />
      <ValuesSection />
      <ClosingCallToAction
        heading={teamClosing.heading}
        text={teamClosing.text}
        primary={{ label: teamClosing.mentorLabel, href: teamClosing.mentorHref }}
        secondary={{ label: teamClosing.partnerLabel, href: teamClosing.partnerHref }}
        category="Team Closing"
      />
    </>
  );
}
