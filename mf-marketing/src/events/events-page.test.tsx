import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { headingTexts, sectionOf } from '@pv/shared/testing/page-queries';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { facts } from '@pv/shared/content/facts';
import { EventsPage } from './events-page';
import { VIDEO_CATEGORY } from './event-video';
import { CALENDAR_HEIGHT } from './events-calendar';
import { eventSeries, eventsCopy } from './events-content';

const calendarFrame = () => screen.queryByTitle('Events calendar');
const videoFrame = () => screen.queryByTitle('Video: inside the community');

/** A provider that answers the embed's request (the frame's own load is fired by the test). */
const providerAnswering = () => jest.fn(async () => new Response(null)) as unknown as typeof fetch;

const realFetch = global.fetch;
afterEach(() => {
  window.dataLayer = [];
  global.fetch = realFetch;
});

describe('Events page', () => {
  it('has one h1 and its sections in order', () => {
    const { container } = renderPage(<EventsPage />, { path: '/events' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(headingTexts(container, 2)).toEqual([
      'Upcoming events',
      'Four ways to show up',
      'Our flagship events of 2024',
      'The network behind the events',
      'See what an evening looks like',
      'Never miss a session',
    ]);
    expect(headingTexts(sectionOf(container, 'Four ways to show up'), 3)).toEqual([
      'Founder office hours',
      'Hands-on workshops',
      'Founder dinners and open evenings',
      'Weekly pitch practice',
    ]);
    expectNoDefaultConfigValues(container);
  });

  it('shows the flagship events as past events, with their dates and figures', () => {
    const { container } = renderPage(<EventsPage />, { path: '/events' });
    const past = sectionOf(container, 'Our flagship events of 2024');
    const cards = within(past).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(/Past event.*Founder Summit 2024.*Held October 17, 2024.*200\+ founders/);
    expect(cards[1]).toHaveTextContent(/Past event.*54-Hour Startup Weekend.*Held September 20-22, 2024.*150\+ participants/);
    expect(past).not.toHaveTextContent(/upcoming|register/i);
  });

  it('links the community network to Engine and shows the shared figures', () => {
    const { container } = renderPage(<EventsPage />, { path: '/events' });
    const network = sectionOf(container, 'The network behind the events');
    expect(within(network).getByRole('link', { name: 'Explore Engine advisory' })).toHaveAttribute('href', '/programs/engine');
    expect(within(network).getByRole('link', { name: 'Visit the community' })).toHaveAttribute('href', '/community');
    for (const figure of [facts.communityMembers, facts.mentors, facts.investorNetwork]) expect(network).toHaveTextContent(figure);
  });

  it('opens the calendar and the community chat in new tabs', () => {
    renderPage(<EventsPage />, { path: '/events' });
    const calendarLinks = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === testConfig.urls.eventsCalendar);
    const chatLinks = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === testConfig.urls.communityChat);
    expect(calendarLinks.length).toBeGreaterThanOrEqual(3);
    expect(chatLinks).toHaveLength(1);
    for (const link of [...calendarLinks, ...chatLinks]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the calendar as a poster: the sessions we run, a link to open it, and no frame until asked', () => {
    const { container } = renderPage(<EventsPage />, { path: '/events' });
    const upcoming = sectionOf(container, 'Upcoming events');
    expect(calendarFrame()).toBeNull();
    expect(within(upcoming).getByRole('heading', { level: 3 })).toHaveTextContent(eventsCopy.calendar.posterHeading);
    const sessions = within(upcoming).getByRole('list', { name: eventsCopy.calendar.sessionsLabel });
    expect(
      within(sessions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(eventSeries.map((series) => `${series.type}${series.schedule}, ${series.time}${series.location}`));
    expect(within(upcoming).getByRole('link', { name: /^Open the calendar in a new tab/ })).toHaveAttribute(
      'href',
      testConfig.urls.eventsCalendar,
    );
  });

  it('loads the calendar on request and shows it once the provider answered and the frame loaded', async () => {
    global.fetch = providerAnswering();
    const { user, container } = renderPage(<EventsPage />, { path: '/events' });
    await user.click(screen.getByRole('button', { name: 'Show the calendar' }));
    expect(calendarFrame()).toHaveAttribute('src', testConfig.urls.eventsCalendar);
    // The page's own styles are not in this document (see renderPage): the poster's status says
    // where it stands, and the focus goes to the calendar once it has arrived.
    const upcoming = sectionOf(container, 'Upcoming events');
    expect(within(upcoming).getByRole('status')).toHaveTextContent(eventsCopy.calendar.embed.loading);
    fireEvent.load(screen.getByTitle('Events calendar'));
    await waitFor(() => expect(calendarFrame()).toHaveFocus());
    expect(within(upcoming).getByRole('status')).toHaveTextContent('');
  });

  it('keeps the calendar box 560 px high on phones and 680 px from the medium breakpoint once asked for', () => {
    expect(CALENDAR_HEIGHT).toEqual({ phone: 560, wide: 680 });
  });

  it('plays the video only on request, recording the video play event, and moves the focus to the player', async () => {
    global.fetch = providerAnswering();
    const { user } = renderPage(<EventsPage />, { path: '/events' });
    expect(videoFrame()).toBeNull();
    expect(screen.getByRole('link', { name: /^Watch in a new tab/ })).toHaveAttribute('href', testConfig.urls.video);
    await user.click(screen.getByRole('button', { name: 'Play the video' }));
    expect(window.dataLayer).toContainEqual({ event: 'video_play', category: VIDEO_CATEGORY, label: 'Inside the community' });
    expect(videoFrame()).toHaveAttribute('src', `${testConfig.urls.video}?autoplay=1`);
    fireEvent.load(screen.getByTitle('Video: inside the community'));
    await waitFor(() => expect(videoFrame()).toHaveFocus());
  });
});
