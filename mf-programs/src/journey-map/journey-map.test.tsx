import { act, screen, within } from '@testing-library/react';
import { currentUrl, OTHER_PAGE_TEXT, renderPage } from '@pv/shared/testing/render-page';
import JourneyMap from './journey-map';
import { FADE_MS } from './journey-map-styles';
import { destinations, journeyMapCopy, type Destination } from './journey-map-content';

const KEY = 'visited-locations';

function renderMap(list: readonly Destination[] = destinations) {
  return renderPage(<JourneyMap hydrate="load" destinations={list} labels={journeyMapCopy.labels} />, {
    path: '/journey-map',
    advanceTimers: jest.advanceTimersByTime,
  });
}

const marker = (title: RegExp | string) => screen.getByRole('link', { name: title });
const card = (id: string) => screen.getByTestId(`card-${id}`);
const progress = () => screen.getByTestId('journey-progress');

/** Makes `prefers-reduced-motion: reduce` match, or not. */
function reducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  window.dataLayer = [];
  reducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the journey map', () => {
  it('shows a marker for each of the 7 destinations, each a link to its page, and 0 of 7 visited', () => {
    renderMap();
    const map = screen.getByRole('group', { name: 'Venture journey map' });
    const links = within(map).getAllByTestId(/^marker-/);
    expect(links).toHaveLength(7);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(destinations.map((d) => d.href));
    expect(progress()).toHaveTextContent(/^0 of 7 visited$/);
  });

  it('counts out of however many destinations it is given', () => {
    renderMap(destinations.slice(0, 3));
    expect(progress()).toHaveTextContent(/^0 of 3 visited$/);
  });

  it('hovering a marker highlights it and shows its card with title, description and Explore', async () => {
    const { user } = renderMap();
    const tower = destinations.find((d) => d.id === 'strategy-tower');
    expect(card('strategy-tower')).not.toBeVisible();
    await user.hover(marker(/^Strategy Tower/));
    expect(card('strategy-tower')).toBeVisible();
    expect(within(card('strategy-tower')).getByRole('heading', { name: 'Strategy Tower' })).toBeInTheDocument();
    expect(card('strategy-tower')).toHaveTextContent(tower?.description ?? 'missing');
    expect(within(card('strategy-tower')).getByRole('link', { name: 'Explore Strategy Tower' })).toHaveAttribute(
      'href',
      '/programs/engine',
    );
    expect(marker(/^Strategy Tower/).closest('li')).toHaveAttribute('data-active');
    await user.unhover(marker(/^Strategy Tower/));
    expect(card('strategy-tower')).not.toBeVisible();
    expect(marker(/^Strategy Tower/).closest('li')).not.toHaveAttribute('data-active');
  });

  it('describes each marker by its destination', () => {
    renderMap();
    expect(marker(/^Training Academy/)).toHaveAccessibleDescription(destinations[1]?.description ?? 'missing');
  });

  it('works by keyboard alone: focus shows the card, Tab reaches Explore, Escape closes it, Enter explores', async () => {
    const { user } = renderMap();
    await user.tab();
    expect(marker(/^Founder Hub/)).toHaveFocus();
    expect(card('hub')).toBeVisible();
    await user.tab();
    expect(within(card('hub')).getByRole('link', { name: 'Explore Founder Hub' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(card('hub')).not.toBeVisible();
    expect(marker(/^Founder Hub/)).toHaveFocus();
    await user.tab();
    expect(marker(/^Training Academy/)).toHaveFocus();
    expect(card('training-academy')).toBeVisible();
    expect(card('hub')).not.toBeVisible();
    await user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(FADE_MS));
    expect(currentUrl()).toBe('/programs/breakthrough');
  });

  it('choosing a destination records the visit, fades out for 0.8 s and then navigates in the page', async () => {
    const { user } = renderMap();
    expect(FADE_MS).toBe(800);
    await user.hover(marker(/^Community Plaza/));
    await user.click(within(card('community-plaza')).getByRole('link', { name: /^Explore/ }));
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '[]')).toEqual(['community-plaza']);
    expect(window.dataLayer).toEqual([{ event: 'cta_click', category: 'Journey Map', label: 'Explore - Community Plaza' }]);
    expect(screen.getByTestId('journey-map')).toHaveAttribute('data-leaving');
    act(() => jest.advanceTimersByTime(FADE_MS - 1));
    expect(currentUrl()).toBe('/journey-map');
    act(() => jest.advanceTimersByTime(1));
    expect(currentUrl()).toBe('/community');
    expect(screen.getByText(OTHER_PAGE_TEXT)).toBeInTheDocument();
  });

  it('a click on the marker itself does the same', async () => {
    const { user } = renderMap();
    await user.click(marker(/^Knowledge Archives/));
    expect(screen.getByTestId('journey-map')).toHaveAttribute('data-leaving');
    act(() => jest.advanceTimersByTime(FADE_MS));
    expect(currentUrl()).toBe('/resources');
  });

  it('ignores a second choice while it fades out', async () => {
    const { user } = renderMap();
    await user.click(marker(/^Knowledge Archives/));
    await user.click(marker(/^Strategy Tower/));
    act(() => jest.advanceTimersByTime(FADE_MS));
    expect(currentUrl()).toBe('/resources');
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '[]')).toEqual(['knowledge-archives']);
  });

  it('navigates at once, without the fade, when the visitor prefers reduced motion', async () => {
    reducedMotion(true);
    const { user } = renderMap();
    await user.click(marker(/^Planning Observatory/));
    expect(currentUrl()).toBe('/chart-my-course');
  });

  it('on a touch screen the first tap shows the card and the second explores', async () => {
    const { user } = renderMap();
    await user.pointer({ keys: '[TouchA]', target: marker(/^Workshop Center/) });
    expect(card('workshop-center')).toBeVisible();
    act(() => jest.advanceTimersByTime(FADE_MS));
    expect(currentUrl()).toBe('/journey-map');
    await user.pointer({ keys: '[TouchA]', target: marker(/^Workshop Center/) });
    act(() => jest.advanceTimersByTime(FADE_MS));
    expect(currentUrl()).toBe('/events');
  });

  it('on a touch screen the card closes with its close button', async () => {
    const { user } = renderMap();
    await user.pointer({ keys: '[TouchA]', target: marker(/^Workshop Center/) });
    await user.click(within(card('workshop-center')).getByRole('button', { name: 'Close Workshop Center' }));
    expect(card('workshop-center')).not.toBeVisible();
  });

  it('shows the stored visits: the count, a visited marker and Revisit instead of Explore, and records the choice', async () => {
    window.localStorage.setItem(KEY, JSON.stringify(['training-academy', 'hub', 'no-such-place']));
    const { user } = renderMap();
    expect(progress()).toHaveTextContent(/^2 of 7 visited$/);
    expect(marker(/^Training Academy ?, visited$/)).toBeInTheDocument();
    expect(marker(/^Strategy Tower$/)).toBeInTheDocument();
    await user.hover(marker(/^Training Academy/));
    await user.click(within(card('training-academy')).getByRole('link', { name: 'Revisit Training Academy' }));
    expect(window.dataLayer).toEqual([{ event: 'cta_click', category: 'Journey Map', label: 'Revisit - Training Academy' }]);
    act(() => jest.advanceTimersByTime(FADE_MS));
    expect(currentUrl()).toBe('/programs/breakthrough');
  });

  it('offers Explore for a destination not visited yet', async () => {
    window.localStorage.setItem(KEY, JSON.stringify(['training-academy', 'hub']));
    const { user } = renderMap();
    await user.hover(marker(/^Strategy Tower/));
    expect(within(card('strategy-tower')).getByRole('link', { name: 'Explore Strategy Tower' })).toBeInTheDocument();
  });

  it('shows a visit recorded in another tab', () => {
    renderMap();
    act(() => {
      window.localStorage.setItem(KEY, '["hub"]');
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(progress()).toHaveTextContent(/^1 of 7 visited$/);
  });

  it('treats garbage in storage as nothing visited, without an error', () => {
    window.localStorage.setItem(KEY, '{"hub":');
    const error = jest.spyOn(console, 'error');
    renderMap();
    expect(progress()).toHaveTextContent(/^0 of 7 visited$/);
    expect(error).not.toHaveBeenCalled();
  });

  it('renders nothing visited on the server, whatever is stored, and shows the stored visits once hydrated', () => {
    window.localStorage.setItem(KEY, JSON.stringify(['hub', 'knowledge-archives']));
    const { container } = renderMap();
    expect(progress()).toHaveTextContent(/^2 of 7 visited$/);
    expect(container.querySelectorAll('[data-testid^="card-"]:not([hidden])')).toHaveLength(0);
  });

  it('leaves a click with a modifier key to the browser (a new tab), and stays', async () => {
    const { user } = renderMap();
    await user.keyboard('{Control>}');
    await user.click(marker(/^Knowledge Archives/));
    await user.keyboard('{/Control}');
    expect(screen.getByTestId('journey-map')).not.toHaveAttribute('data-leaving');
  });
});
