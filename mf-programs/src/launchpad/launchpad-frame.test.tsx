import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startEmbedFrames } from '@pv/shared/ui/embed-frames';
import { LaunchpadFrame } from './launchpad-frame';
import { launchpadApp } from './launchpad-content';

const APP = 'https://launchpad.harbor-lane.test/forge';

let stop = () => {};
function renderFrame() {
  const view = render(
    <LaunchpadFrame
      src={APP}
      title={launchpadApp.frameTitle}
      heading={launchpadApp.posterHeading}
      text={launchpadApp.posterText}
      parts={launchpadApp.parts}
      partsLabel={launchpadApp.partsLabel}
      copy={launchpadApp.embed}
      category="Launchpad - App"
    />,
  );
  stop = startEmbedFrames(view.container);
  const state = () => view.container.querySelector('[data-embed-state]')?.getAttribute('data-embed-state');
  return { state };
}

const frame = () => screen.queryByTitle(launchpadApp.frameTitle);
const openLink = () => screen.getByRole('link', { name: /^Open the Launchpad app in a new tab/ });

const realFetch = global.fetch;
beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  stop();
  global.fetch = realFetch;
});

it('is a poster of the app until asked: what it is, what is in it, and a link to open it in a new tab', () => {
  renderFrame();
  expect(frame()).toBeNull();
  expect(screen.getByRole('heading', { name: launchpadApp.posterHeading })).toBeInTheDocument();
  const parts = screen.getByRole('list', { name: launchpadApp.partsLabel });
  expect(within(parts).getAllByRole('listitem')).toHaveLength(launchpadApp.parts.length);
  expect(openLink()).toHaveAttribute('href', APP);
  expect(openLink()).toHaveAttribute('target', '_blank');
  expect(openLink()).toHaveAttribute('rel', 'noopener noreferrer');
});

it('opens the app in a frame titled for screen readers once asked, and shows it once it has arrived', async () => {
  global.fetch = jest.fn(async () => new Response(null)) as unknown as typeof fetch;
  const { state } = renderFrame();
  fireEvent.click(screen.getByRole('button', { name: launchpadApp.embed.load }));
  expect(frame()).toHaveAttribute('src', APP);
  expect(state()).toBe('loading');
  fireEvent.load(screen.getByTitle(launchpadApp.frameTitle));
  await waitFor(() => expect(state()).toBe('shown'));
  expect(frame()).toBeVisible();
});

it('records opening the app in a new tab as an external link and a call to action', () => {
  renderFrame();
  fireEvent.click(openLink());
  expect(window.dataLayer).toEqual([
    { event: 'external_link_click', category: 'Launchpad - App', label: APP },
    { event: 'cta_click', category: 'Launchpad - App', label: launchpadApp.embed.open },
  ]);
});
