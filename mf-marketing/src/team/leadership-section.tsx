// The two leaders, with their e-mail addresses at the configured domain.
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { PageSection } from '@pv/shared/ui/page-section';
import { MemberCard } from './member-card';
import { leaderEmail, leadership, teamSections } from './team-content';

export function LeadershipSection() {
  const config = useSiteConfig();
  const { id, eyebrow, heading } = teamSections.leadership;
  return (
    <PageSection id={id} eyebrow={eyebrow} heading={heading} surface="white">
      <CardGrid columns={2} aria-label={heading}>
        {leadership.map((member) => (
          <MemberCard key={member.name} member={member} email={leaderEmail(member, config.emails.leaderDomain)} />
        ))}
      </CardGrid>
    </PageSection>
  );
}
