// /team: hero, leadership, advisors and entrepreneurs in residence, expert contributors, values,
// and a call to join them.
import { PageHero } from '@pv/shared/ui/page-hero';
import { FoundersScene } from '@pv/shared/illustrations/founders-scene';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { ButtonLink } from '@pv/shared/ui/links';
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
      <ClosingCta
        heading={teamClosing.heading}
        text={teamClosing.text}
        actions={
          <>
            <ButtonLink href={teamClosing.mentorHref} variant="primary" cta={{ category: 'Team Closing', label: teamClosing.mentorLabel }}>
              {teamClosing.mentorLabel}
            </ButtonLink>
            <ButtonLink href={teamClosing.partnerHref} variant="light" cta={{ category: 'Team Closing', label: teamClosing.partnerLabel }}>
              {teamClosing.partnerLabel}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
