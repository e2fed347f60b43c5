// The community page's tabs (overview, events, forum, mentors, success stories): the shared tab
// set, so the choice is in the URL (`?tab=forum`), rendered by the server for that URL, with arrow
// keys, Home and End (docs/decisions/0006-page-parts-and-widgets.md). Server HTML only: the boot script
// drives the tabs without React (docs/decisions/0023-header-without-react.md).
import { TabSet, type TabDefinition } from '@pv/shared/ui/tab-set';
import type { EventSeries, FlagshipEvent } from '../events/events-content';
import type { CommunityTabId, ForumCategory, Mentor, SuccessStory } from './community-content';
import { EventsPanel, ForumPanel, MentorsPanel, OverviewPanel, SuccessPanel, type CommunityPanelsCopy } from './community-panels';

export interface CommunityTabsProps {
  label: string;
  tabs: readonly { id: CommunityTabId; label: string }[];
  copy: CommunityPanelsCopy;
  eventSeries: readonly EventSeries[];
  flagshipEvents: readonly FlagshipEvent[];
  forumCategories: readonly ForumCategory[];
  mentors: readonly Mentor[];
  stories: readonly SuccessStory[];
}

export function CommunityTabs({ label, tabs, copy, eventSeries, flagshipEvents, forumCategories, mentors, stories }: CommunityTabsProps) {
  const panels: Record<CommunityTabId, TabDefinition['content']> = {
    overview: <OverviewPanel copy={copy.overview} />,
    events: <EventsPanel copy={copy.events} eventSeries={eventSeries} flagshipEvents={flagshipEvents} />,
    forum: <ForumPanel copy={copy.forum} categories={forumCategories} />,
    mentors: <MentorsPanel copy={copy.mentors} mentors={mentors} />,
    success: <SuccessPanel copy={copy.success} stories={stories} />,
  };
  return <TabSet id="community-tabs" label={label} tabs={tabs.map((tab) => ({ ...tab, content: panels[tab.id] }))} />;
}
