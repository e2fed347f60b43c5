// The boot script's part: each island waits for its strategy, and the islands due are brought to
// life each time some become due; a page whose islands all wait for the visitor is ready at once.
import type { IslandState } from '../../app/page-state';
import { ISLANDS_DUE_EVENT } from './island-signals';
import { scheduleIslands } from './schedule-islands';

const islands: IslandState[] = [
  { id: 'i0', owner: 'shell', name: 'email-form', kind: 'script', hydrate: 'visible' },
  { id: 'i1', owner: 'shell', name: 'floating-cta', kind: 'script', hydrate: 'scroll' },
];

beforeEach(() => {
  document.body.innerHTML = islands.map(({ id }) => `<pv-island data-island-id="${id}"><p>${id}</p></pv-island>`).join('');
  delete document.documentElement.dataset.page;
  window.scrollY = 0;
});

const startNothing = () => {};

const stateOf = (id: string) => document.querySelector(`[data-island-id="${id}"]`)?.getAttribute('data-hydration') ?? null;

it('marks each island due at its moment, and starts the islands due each time', () => {
  const startDue = jest.fn();
  const told = jest.fn();
  document.addEventListener(ISLANDS_DUE_EVENT, told);
  // jsdom has no IntersectionObserver: `visible` is due at once there.
  scheduleIslands(islands, startDue);
  expect([stateOf('i0'), stateOf('i1')]).toEqual(['due', null]);
  expect(startDue).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('scroll'));
  expect([stateOf('i0'), stateOf('i1')]).toEqual(['due', 'due']);
  expect(startDue).toHaveBeenCalledTimes(2);
  expect(told).toHaveBeenCalledTimes(2);
  document.removeEventListener(ISLANDS_DUE_EVENT, told);
});

it('marks the page ready at once when no island is hydrated unprompted (on load or when idle), and not otherwise', () => {
  scheduleIslands(islands, startNothing);
  expect(document.documentElement.dataset.page).toBe('/');
  for (const hydrate of ['load', 'idle'] as const) {
    delete document.documentElement.dataset.page;
    scheduleIslands([{ ...islands[1], hydrate } as IslandState], startNothing);
    expect(document.documentElement.dataset.page).toBeUndefined();
  }
});

it('arms a media island with its query: due once the query matches', () => {
  const listeners: (() => void)[] = [];
  const list = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    removeEventListener: jest.fn(),
  };
  window.matchMedia = jest.fn(() => list) as unknown as typeof window.matchMedia;
  scheduleIslands([{ ...islands[1], hydrate: { media: '(min-width: 64rem)' } } as IslandState], startNothing);
  expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 64rem)');
  expect(stateOf('i1')).toBeNull();
  list.matches = true;
  listeners.forEach((listener) => listener());
  expect(stateOf('i1')).toBe('due');
});

it('reports an island missing from the page and arms the others', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  scheduleIslands([{ id: 'i9', owner: 'mf_blog', name: 'blog-list', kind: 'react', hydrate: 'load' }, ...islands], startNothing);
  expect(error).toHaveBeenCalledWith('Island mf_blog:blog-list is missing from the page');
  expect(stateOf('i0')).toBe('due');
});

it('starts the islands due when anything else marks islands due and says so', () => {
  const startDue = jest.fn();
  scheduleIslands([{ ...islands[1], hydrate: 'scroll' } as IslandState], startDue);
  expect(startDue).not.toHaveBeenCalled();
  document.querySelector('[data-island-id="i1"]')?.setAttribute('data-hydration', 'due');
  document.dispatchEvent(new Event(ISLANDS_DUE_EVENT));
  expect(startDue).toHaveBeenCalledTimes(1);
});
