import { act, fireEvent, render, screen } from '@testing-library/react';
import LaunchpadFrame, { FRAME_TIMEOUT_MS } from './launchpad-frame';
import { launchpadApp } from './launchpad-content';

const APP = 'https://launchpad.harbor-lane.test/forge';

function renderFrame() {
  const view = render(
    <LaunchpadFrame
      hydrate="load"
      src={APP}
      title={launchpadApp.frameTitle}
      openLabel={launchpadApp.openLabel}
      loadingText={launchpadApp.loadingText}
      slowText={launchpadApp.slowText}
      category="Launchpad - App"
    />,
  );
  const frame = screen.getByTitle(launchpadApp.frameTitle);
  const state = () => view.container.querySelector('[data-frame-state]')?.getAttribute('data-frame-state');
  return { frame, state };
}

const openLink = () => screen.getByRole('link', { name: /^Open the Launchpad app in a new tab/ });

beforeEach(() => {
  jest.useFakeTimers();
  window.dataLayer = [];
});
afterEach(() => jest.useRealTimers());

it('frames the app under a title for screen readers, with a link to open it in a new tab', () => {
  const { frame } = renderFrame();
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', APP);
  expect(openLink()).toHaveAttribute('href', APP);
  expect(openLink()).toHaveAttribute('target', '_blank');
  expect(openLink()).toHaveAttribute('rel', 'noopener noreferrer');
});

it('shows a loading state until the frame has loaded', () => {
  const { frame, state } = renderFrame();
  expect(state()).toBe('loading');
  expect(screen.getByText(launchpadApp.loadingText)).toBeInTheDocument();
  expect(frame.parentElement).toHaveAttribute('aria-busy', 'true');
  fireEvent.load(frame);
  expect(state()).toBe('loaded');
  expect(screen.queryByText(launchpadApp.loadingText)).not.toBeInTheDocument();
  expect(frame.parentElement).toHaveAttribute('aria-busy', 'false');
  act(() => jest.advanceTimersByTime(FRAME_TIMEOUT_MS));
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(openLink()).toBeVisible();
});

it('says the app has not appeared when it has not loaded within 8 seconds, and keeps the link', () => {
  expect(FRAME_TIMEOUT_MS).toBe(8000);
  const { state } = renderFrame();
  act(() => jest.advanceTimersByTime(FRAME_TIMEOUT_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent('');
  act(() => jest.advanceTimersByTime(1));
  expect(state()).toBe('slow');
  expect(screen.getByRole('status')).toHaveTextContent(launchpadApp.slowText);
  expect(openLink()).toBeVisible();
});

it('counts a frame that loaded before it could listen as loaded, from the browser record of the load', () => {
  const entries = [{ name: APP, initiatorType: 'iframe', entryType: 'resource' }];
  // jsdom (and the fake clock's performance) keep no resource timings: give the browser's record.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'resource' ? entries : []),
  });
  try {
    const { state } = renderFrame();
    act(() => jest.advanceTimersByTime(FRAME_TIMEOUT_MS));
    expect(state()).toBe('loaded');
    expect(screen.getByRole('status')).toHaveTextContent('');
  } finally {
    Reflect.deleteProperty(performance, 'getEntriesByType');
  }
});

it('records opening the app as an external link and a call to action', () => {
  renderFrame();
  fireEvent.click(openLink());
  expect(window.dataLayer).toEqual([
    { event: 'external_link_click', category: 'Launchpad - App', label: APP },
    { event: 'cta_click', category: 'Launchpad - App', label: launchpadApp.openLabel },
  ]);
});
