// /resources: our tools and partner perks behind tabs that filter them, the trusted services we
// list (none yet, and why), and how a firm applies to be listed (`#partner-application`: in a line,
// with a pre-filled e-mail; /partners has the requirements and the steps). docs/content.md, "No dead ends".
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';
import { PageHero } from '@pv/shared/ui/page-hero';
import { CampScene } from '@pv/shared/illustrations/camp-scene';
import { PageSection } from '@pv/shared/ui/page-section';
import { colors, radii } from '@pv/shared/theme/tokens';
import { EmailDraftButton } from '../lib/email-draft-button';
import { card } from '../lib/card-styles';
import { ResourceTabs } from './resource-tabs';
import { partnerApplicationEmail } from '../partners/partners-content';
import { perks, resourcesCopy, resourceTabs, tools, trustedServices } from './resources-content';

const { hero, library, trusted, application } = resourcesCopy;

const emptyState = css({
  display: 'grid',
  gap: '0.75rem',
  maxWidth: '48rem',
  padding: '1.75rem',
  border: `2px dashed ${colors.line}`,
  borderRadius: radii.lg,
  background: colors.white,
  p: { margin: 0 },
  strong: { fontSize: '1.1rem', color: colors.navy },
});

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '0.5rem' });

const applicationCard = css({ maxWidth: '48rem', fontSize: '1.05rem' });

function TrustedServices() {
  const { urls } = useSiteConfig();
  if (trustedServices.length > 0) {
    return (
      <ul>
        {trustedServices.map((service) => (
          <li key={service.name}>
            <ExternalLink href={service.link} category="Resources Trusted Services">
              {service.name}
            </ExternalLink>{' '}
            ({service.category})
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div css={emptyState}>
      <p>
        <strong>{trusted.empty}</strong>
      </p>
      <p>{trusted.why}</p>
      <p>{trusted.meanwhile}</p>
      <p
        css={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0 1.25rem',
          fontWeight: 600,
          a: { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
        })}
      >
        <a href={`#${application.id}`}>{trusted.apply}</a>
        <ExternalLink href={urls.communityChat} category="Resources Trusted Services">
          {trusted.chat}
        </ExternalLink>
      </p>
    </div>
  );
}

export function ResourcesPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        art={<CampScene />}
        surface="light"
        actions={
          <>
            <a href={`#${library.id}`} css={buttonStyles('primary')}>
              {hero.browse}
            </a>
            <a href={`#${application.id}`} css={buttonStyles('ghost')}>
              {hero.apply}
            </a>
          </>
        }
      />
      <PageSection id={library.id} eyebrow={library.eyebrow} heading={library.heading} intro={library.intro}>
        <ResourceTabs tabs={resourceTabs} copy={library} tools={tools} perks={perks} />
      </PageSection>
      <PageSection id={trusted.id} eyebrow={trusted.eyebrow} heading={trusted.heading} surface="white">
        <TrustedServices />
      </PageSection>
      <PageSection id={application.id} eyebrow={application.eyebrow} heading={application.heading} intro={application.intro}>
        <div css={[card, applicationCard]}>
          <p>{application.summary}</p>
          <div css={actions}>
            <EmailDraftButton to="support" email={partnerApplicationEmail}>
              {application.email}
            </EmailDraftButton>
            <ButtonLink href="/partners" variant="ghost">
              {application.network}
            </ButtonLink>
          </div>
        </div>
      </PageSection>
    </>
  );
}
