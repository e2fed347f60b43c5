import { testConfig } from '@pv/shared/testing/test-config';
import { QueryClient } from '@tanstack/react-query';
import { eventSeries, flagshipEvents } from './events-content';
import { eventsPageMeta } from './events-page-definition';

const HOUR_MS = 3_600_000;

describe('events content', () => {
  it('has the four event types, once each', () => {
    expect(eventSeries.map((series) => series.type)).toEqual(['Office Hours', 'Workshops', 'Networking', 'Pitch Practice']);
    for (const series of eventSeries)
      for (const field of [series.title, series.schedule, series.time, series.location, series.spots]) expect(field).not.toBe('');
  });

  it('has the two flagship events of 2024 with their figures, both in the past', () => {
    expect(flagshipEvents.map(({ title, figure, figureLabel, dateLabel }) => ({ title, figure, figureLabel, dateLabel }))).toEqual([
      { title: 'Founder Summit 2024', figure: '200+', figureLabel: 'founders', dateLabel: 'October 17, 2024' },
      { title: '54-Hour Startup Weekend', figure: '150+', figureLabel: 'participants', dateLabel: 'September 20-22, 2024' },
    ]);
    for (const event of flagshipEvents) {
      expect(new Date(event.endDate).getTime()).toBeLessThan(Date.now());
      expect(new Date(event.startDate).getTime()).toBeLessThan(new Date(event.endDate).getTime());
      expect(event.startDate.slice(0, 4)).toBe('2024');
    }
  });

  it('gives the startup weekend its 54 hours', () => {
    const weekend = flagshipEvents.find((event) => event.id === 'startup-weekend-2024');
    expect(weekend && (new Date(weekend.endDate).getTime() - new Date(weekend.startDate).getTime()) / HOUR_MS).toBe(54);
  });

  it('describes each flagship event as JSON-LD: a past Event in Boston organised by the brand, linked to its card', () => {
    const meta = eventsPageMeta({
      params: {},
      path: '/events',
      search: new URLSearchParams(),
      queryClient: new QueryClient(),
      config: testConfig,
    });
    expect(meta.title).toBe('Events');
    expect(meta.jsonLd).toHaveLength(flagshipEvents.length);
    expect(meta.jsonLd?.[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Founder Summit 2024',
      description: flagshipEvents[0]?.description,
      startDate: '2024-10-17T09:00:00-04:00',
      endDate: '2024-10-17T18:00:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Boston, MA',
        address: { '@type': 'PostalAddress', addressLocality: 'Boston', addressRegion: 'MA', addressCountry: 'US' },
      },
      organizer: { '@type': 'Organization', name: testConfig.brand, url: testConfig.origin },
      url: `${testConfig.origin}/events#founder-summit-2024`,
    });
    expect(meta.jsonLd?.[1]).toMatchObject({ name: '54-Hour Startup Weekend', startDate: '2024-09-20T18:00:00-04:00' });
  });
});
