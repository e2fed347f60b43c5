// Structured data for the events the page lists with dates: the two flagship events, which took
// place (EventScheduled: they happened as planned; schema.org has no "completed" status). The
// recurring formats have no dates of their own, so they get none; upcoming dates are the calendar's.
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { JsonLd } from '@pv/shared/meta/page-meta';
import type { FlagshipEvent } from './events-content';

export function flagshipEventJsonLd(event: FlagshipEvent, config: SiteConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: event.location.locality,
        addressRegion: event.location.region,
        addressCountry: event.location.country,
      },
    },
    organizer: { '@type': 'Organization', name: config.brand, url: config.origin },
    url: `${config.origin}/events#${event.id}`,
  };
}
