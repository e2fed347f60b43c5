// /events as the shell sees it: the page, its title and description, and the flagship events as
// structured data.
import type { PageContext, PageDefinition } from '@pv/shared/contract/page';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { eventsCopy, flagshipEvents } from './events-content';
import { flagshipEventJsonLd } from './events-json-ld';
import { EventsPage } from './events-page';

export const eventsPageMeta = ({ config }: PageContext): PageMeta => ({
  ...eventsCopy.meta,
  jsonLd: flagshipEvents.map((event) => flagshipEventJsonLd(event, config)),
});

export const eventsPage: PageDefinition = { Component: EventsPage, meta: eventsPageMeta };
