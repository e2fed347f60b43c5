// The poster's server HTML (embed-frame.tsx) driven by the boot script's behaviour (embed-frames.ts).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { EmbedFrame } from '@pv/shared/ui/embed-frame';
import { EMBED_TIMEOUT_MS, startEmbedFrames } from '@pv/shared/ui/embed-frames';

const SRC = 'https://calendar.provider.test/acme';
const copy = {
  load: 'Show the calendar',
  loading: 'Loading the calendar…',
  failed: 'The calendar has not loaded. Open it in a new tab instead.',
  retry: 'Try again',
  open: 'Open the calendar in a new tab',
};

/** The provider's answer to our request, settled by the test. */
let answer: { resolve: () => void; reject: (error: Error) => void };
const fetchMock = jest.fn(
  () =>
    new Promise<Response>((resolve, reject) => {
      answer = { resolve: () => resolve(new Response(null)), reject };
    }),
);

const PLAY = { category: 'Events Video', label: 'Demo Day' };

let stop = () => {};
function renderEmbed({ scripted = true } = {}) {
  const view = render(
    <EmbedFrame src={SRC} title="Events calendar" copy={copy} category="Events Calendar" play={PLAY}>
      <p>Office hours every Tuesday</p>
    </EmbedFrame>,
  );
  if (scripted) stop = startEmbedFrames(view.container);
  const state = () => view.container.querySelector('[data-embed-state]')?.getAttribute('data-embed-state');
  const plays = () => (window.dataLayer ?? []).filter((event) => (event as { event: string }).event === 'video_play');
  return { state, plays };
}

const frame = () => screen.queryByTitle('Events calendar');
const loadButton = () => screen.getByRole('button', { name: copy.load });
const status = () => screen.getByRole('status');

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.dataLayer = [];
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

it('starts as a poster: what it is, a button and a link to open it in a new tab, and no frame', () => {
  renderEmbed();
  expect(screen.getByText('Office hours every Tuesday')).toBeInTheDocument();
  expect(loadButton()).toBeVisible();
  const link = screen.getByRole('link', { name: /^Open the calendar in a new tab/ });
  expect(link).toHaveAttribute('href', SRC);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(frame()).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('without JavaScript, keeps the button out of sight: the link opens the page instead', () => {
  renderEmbed({ scripted: false });
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText(copy.load).closest('button')).not.toBeVisible();
  expect(screen.getByRole('link', { name: /^Open the calendar in a new tab/ })).toBeVisible();
});

it('records the new-tab link as an external link click', () => {
  renderEmbed();
  fireEvent.click(screen.getByRole('link', { name: /^Open the calendar in a new tab/ }));
  expect(window.dataLayer).toEqual([{ event: 'external_link_click', category: 'Events Calendar', label: SRC }]);
});

it('on the button, loads the frame hidden behind the poster and asks the provider, without cookies, whether it answers', () => {
  const { state, plays } = renderEmbed();
  fireEvent.click(loadButton());
  expect(plays()).toEqual([{ event: 'video_play', ...PLAY }]);
  expect(state()).toBe('loading');
  expect(frame()).toHaveAttribute('src', SRC);
  expect(frame()).not.toBeVisible();
  expect(status()).toHaveTextContent(copy.loading);
  expect(fetchMock).toHaveBeenCalledWith(
    SRC,
    expect.objectContaining({ method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store' }),
  );
  // A second click while it loads asks nothing more.
  fireEvent.click(loadButton());
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(plays()).toHaveLength(1);
});

it.each([
  ['the answer, then the frame’s load', ['answer', 'load']],
  ['the frame’s load, then the answer', ['load', 'answer']],
])('shows the frame, with the focus in it, once it has both: %s', async (_, order) => {
  const { state } = renderEmbed();
  fireEvent.click(loadButton());
  for (const step of order) {
    expect(state()).toBe('loading');
    if (step === 'load') fireEvent.load(screen.getByTitle('Events calendar'));
    else await act(async () => answer.resolve());
  }
  expect(state()).toBe('shown');
  expect(frame()).toBeVisible();
  expect(document.activeElement).toBe(frame());
  // The poster stays under the frame, out of sight and out of the accessibility tree.
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('link', { name: /^Open the calendar in a new tab/ })).toBeVisible();
  act(() => jest.advanceTimersByTime(EMBED_TIMEOUT_MS));
  expect(state()).toBe('shown');
});

it('keeps the poster when the provider cannot be reached, even though the frame fired load (the browser’s error page)', async () => {
  const { state } = renderEmbed();
  fireEvent.click(loadButton());
  fireEvent.load(screen.getByTitle('Events calendar'));
  await act(async () => answer.reject(new TypeError('Failed to fetch')));
  expect(state()).toBe('failed');
  expect(frame()).toBeNull();
  expect(status()).toHaveTextContent(copy.failed);
  expect(screen.getByRole('link', { name: /^Open the calendar in a new tab/ })).toBeVisible();
});

it('gives up after 8 seconds when the provider answered but the frame never loaded, and tries again on request', async () => {
  expect(EMBED_TIMEOUT_MS).toBe(8000);
  const { state } = renderEmbed();
  fireEvent.click(loadButton());
  await act(async () => answer.resolve());
  act(() => jest.advanceTimersByTime(EMBED_TIMEOUT_MS - 1));
  expect(state()).toBe('loading');
  act(() => jest.advanceTimersByTime(1));
  expect(state()).toBe('failed');
  expect(frame()).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: copy.retry }));
  expect(state()).toBe('loading');
  expect(fetchMock).toHaveBeenCalledTimes(2);
  fireEvent.load(screen.getByTitle('Events calendar'));
  await act(async () => answer.resolve());
  expect(state()).toBe('shown');
});

it('gives up after 8 seconds when the provider never answers', () => {
  const { state } = renderEmbed();
  fireEvent.click(loadButton());
  fireEvent.load(screen.getByTitle('Events calendar'));
  act(() => jest.advanceTimersByTime(EMBED_TIMEOUT_MS));
  expect(state()).toBe('failed');
  expect(status()).toHaveTextContent(copy.failed);
});

it('ignores the late answer of an attempt it gave up on', async () => {
  const { state } = renderEmbed();
  fireEvent.click(loadButton());
  const first = answer;
  act(() => jest.advanceTimersByTime(EMBED_TIMEOUT_MS));
  fireEvent.click(screen.getByRole('button', { name: copy.retry }));
  fireEvent.load(screen.getByTitle('Events calendar'));
  await act(async () => first.resolve());
  expect(state()).toBe('loading');
});

it('renders on the server as a poster with its link and no frame', () => {
  const html = renderToString(
    <EmbedFrame src={SRC} title="Events calendar" copy={copy} category="Events Calendar">
      <p>Office hours every Tuesday</p>
    </EmbedFrame>,
  );
  expect(html).toContain('Office hours every Tuesday');
  expect(html).toContain(`href="${SRC}"`);
  expect(html).not.toContain('<iframe');
});
