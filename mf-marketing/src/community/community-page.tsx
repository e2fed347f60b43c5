// /community: what the community is, then the tabs (overview, events, forum, mentors, success
// stories), then how to join. Every button leads somewhere (docs/content.md, "No dead ends"): join
// opens the community chat, register the events calendar, book a session the booking page, and
// become a mentor goes to /mentors.
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';
import { PageHero } from '@pv/shared/ui/page-hero';
import { FoundersScene } from '@pv/shared/illustrations/founders-scene';
import { PageSection } from '@pv/shared/ui/page-section';
import { eventSeries, flagshipEvents } from '../events/events-content';
import { ClosingCta } from '@pv/shared/ui/closing-cta';
import { communityCopy, communityTabs, forumCategories, mentors, successStories } from './community-content';
import { CommunityTabs } from './community-tabs';

const { hero, section, cta, overview, events, forum, mentors: mentorsCopy, success } = communityCopy;

export function CommunityPage() {
  const { urls } = useSiteConfig();
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        art={<FoundersScene />}
        actions={
          <>
            <ExternalLink href={urls.communityChat} category="Community Hero" variant="primary">
              {hero.join}
            </ExternalLink>
            <ButtonLink href="/mentors" variant="light">
              {hero.mentor}
            </ButtonLink>
          </>
        }
      />
      <PageSection id={section.id} eyebrow={section.eyebrow} heading={section.heading}>
        <CommunityTabs
          label={section.tabsLabel}
          tabs={communityTabs}
          copy={{ overview, events, forum, mentors: mentorsCopy, success }}
          eventSeries={eventSeries}
          flagshipEvents={flagshipEvents}
          forumCategories={forumCategories}
          mentors={mentors}
          stories={successStories}
        />
      </PageSection>
      <ClosingCta
        after="paper"
        heading={cta.heading}
        text={cta.text}
        actions={
          <>
            <ExternalLink href={urls.communityChat} category="Community Page" variant="primary">
              {cta.join}
            </ExternalLink>
            <ButtonLink href="/resources" variant="light">
              {cta.resources}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
