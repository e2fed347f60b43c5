// A leader or an advisor: picture, name, role, bio, their professional profile and, for leaders,
// their e-mail address.
import { css } from '@emotion/react';
import { ExternalLink } from '@pv/shared/ui/links';
import { colors, mq } from '@pv/shared/theme/tokens';
import { Portrait } from '../components/portrait';
import { teamSections, type TeamMember } from './team-content';
import { raisedPanel } from '@pv/shared/ui/surfaces';

export const LEADER_PORTRAIT_PX = 112;
export const ADVISOR_PORTRAIT_PX = 72;

const cardStyle = (leader: boolean) =>
  css(raisedPanel, {
    display: 'grid',
    gap: '1rem',
    alignContent: 'start',
    padding: '1.5rem',
    h3: { margin: 0, fontSize: leader ? '1.5rem' : '1.2rem' },
    ...(leader ? { [mq.md]: { gridTemplateColumns: `${LEADER_PORTRAIT_PX}px minmax(0, 1fr)`, gap: '1.5rem', padding: '2rem' } } : {}),
  });

const roleStyle = css({ margin: '0.2rem 0 0', fontWeight: 600, color: colors.teal });
const bioStyle = css({ margin: '0.75rem 0 0', color: colors.inkMuted });
const linksStyle = css({
  listStyle: 'none',
  margin: '0.75rem 0 0',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0 1.25rem',
  a: { display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600, overflowWrap: 'anywhere' },
});

export function MemberCard({ member, email }: { member: TeamMember; email?: string }) {
  const leader = email !== undefined;
  return (
    <article css={cardStyle(leader)}>
      <Portrait name={member.name} size={leader ? LEADER_PORTRAIT_PX : ADVISOR_PORTRAIT_PX} />
      <div>
        <h3>{member.name}</h3>
        <p css={roleStyle}>{member.role}</p>
        <p css={bioStyle}>{member.bio}</p>
        <ul css={linksStyle}>
          <li>
            <ExternalLink href={member.profile} category="Team Profile">
              {teamSections.profileLabel}
              <span className="visually-hidden"> of {member.name}</span>
            </ExternalLink>
          </li>
          {email ? (
            <li>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
