import { act, screen, within } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { headingTexts, sectionOf } from '@pv/shared/testing/page-queries';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { facts } from '@pv/shared/content/facts';
import { EventsPage } from './events-page';
import { VIDEO_CATEGORY } from './event-video';
import { CALENDAR_HEIGHT, CALENDAR_PRELOAD_MARGIN } from './events-calendar';

const calendarFrame = () => screen.queryByTitle('Events calendar');
const videoFrame = () => screen.queryByTitle('Video: inside the community');

afterEach(() => {
  window.dataLayer = [];
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

  it('loads the calendar only on request: none in the first render, the configured URL after the click', async () => {
    const { user } = renderPage(<EventsPage />, { path: '/events' });
    expect(calendarFrame()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the calendar now' }));
    expect(calendarFrame()).toHaveAttribute('src', testConfig.urls.eventsCalendar);
    expect(screen.queryByRole('button', { name: 'Show the calendar now' })).toBeNull();
  });

  it('keeps the calendar box 560 px high on phones and 680 px from the medium breakpoint, and preloads 200 px ahead', () => {
    expect(CALENDAR_HEIGHT).toEqual({ phone: 560, wide: 680 });
    expect(CALENDAR_PRELOAD_MARGIN).toBe('200px');
  });

  it('loads the calendar when its box comes within 200 px of the viewport', () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderPage(<EventsPage />, { path: '/events' });
      expect(observers).toHaveLength(1);
      expect(observers[0]?.options?.rootMargin).toBe('200px 0px');
      act(() => observers[0]?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(calendarFrame()).toBeNull();
      act(() => observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(calendarFrame()).toHaveAttribute('src', testConfig.urls.eventsCalendar);
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('plays the video only on request, recording the video play event, and moves the focus to the player', async () => {
    const { user } = renderPage(<EventsPage />, { path: '/events' });
    expect(videoFrame()).toBeNull();
    await user.click(screen.getByRole('button', { name: /Inside the community.*Play the video/ }));
    expect(videoFrame()).toHaveAttribute('src', `${testConfig.urls.video}?autoplay=1`);
    expect(videoFrame()).toHaveFocus();
    expect(window.dataLayer).toContainEqual({ event: 'video_play', category: VIDEO_CATEGORY, label: 'Inside the community' });
  });
});
