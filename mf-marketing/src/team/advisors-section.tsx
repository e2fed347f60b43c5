// Strategic advisors and entrepreneurs in residence.
import { CardGrid } from '@pv/shared/ui/card-grid';
import { PageSection } from '@pv/shared/ui/page-section';
import { MemberCard } from './member-card';
import { advisors, teamSections } from './team-content';

export function AdvisorsSection() {
  const { id, eyebrow, heading, intro } = teamSections.advisors;
  return (
    <PageSection id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <CardGrid aria-label={heading}>
        {advisors.map((member) => (
          <MemberCard key={member.name} member={member} />
        ))}
      </CardGrid>
    </PageSection>
  );
}
